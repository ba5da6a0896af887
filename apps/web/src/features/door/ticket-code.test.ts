import { afterEach, describe, expect, it, vi } from 'vitest'
import { bytes, codeOf, EVENT, ITEM, keyPair } from './testing/door-fixtures.ts'
import { codeOfScan, readTicketCode } from './ticket-code.ts'

afterEach(() => vi.restoreAllMocks())

describe('reading a ticket code at the door', () => {
  it('names the seat and event of a code the platform signed, from the QR address or the bare code', async () => {
    const { privateKey, raw } = keyPair()
    const code = codeOf(privateKey)
    const url = `https://mela.com.bd/purchase/item/verify/${ITEM}?code=${encodeURIComponent(code)}`
    expect(await readTicketCode(code, raw)).toEqual({ itemId: ITEM, eventId: EVENT, code })
    expect(await readTicketCode(url, raw)).toEqual({ itemId: ITEM, eventId: EVENT, code })
    expect(codeOfScan(`  ${code}\n`)).toBe(code)
  })

  it('refuses a forged, altered or foreign code', async () => {
    const { privateKey, raw } = keyPair()
    const code = codeOf(privateKey)
    const forged = code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const otherSeat = code.replace(bytes(ITEM).toString('base64url'), bytes(EVENT).toString('base64url'))
    const stranger = codeOf(keyPair().privateKey)
    for (const text of [forged, otherSeat, stranger, 'M1.a.b.c', '', 'hello', `${code}.x`, 'https://x/%'])
      expect(await readTicketCode(text, raw), text).toBeUndefined()
    expect(await readTicketCode(code, 'not-a-key')).toBeUndefined()
  })

  it('checks with noble where the browser has no Ed25519 in WebCrypto', async () => {
    const { privateKey, raw } = keyPair()
    vi.spyOn(crypto.subtle, 'importKey').mockRejectedValue(new Error('NotSupportedError'))
    const code = codeOf(privateKey)
    expect(await readTicketCode(code, raw)).toEqual({ itemId: ITEM, eventId: EVENT, code })
    expect(
      await readTicketCode(
        code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        raw,
      ),
    ).toBeUndefined()
  })
})
