import { describe, expect, it } from 'vitest'
import { readScannedTicket } from './redeem-scan.ts'

const itemId = '0b6f2c1e-1111-4222-8333-944445555666'
const base64url = (hex: string) =>
  btoa(String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
const code = `M1.${base64url(itemId.replaceAll('-', ''))}.${base64url('ab'.repeat(16))}.${'s'.repeat(86)}`

describe('what the door types, pastes or scans', () => {
  it('reads the seat and code from a ticket address', () => {
    const address = `https://mela.com.bd/purchase/item/verify/${itemId}?code=${encodeURIComponent(code)}`
    expect(readScannedTicket(`  ${address} `)).toEqual({ itemId, code })
  })

  it('reads the seat from a code pasted alone', () => {
    expect(readScannedTicket(code)).toEqual({ itemId, code })
  })

  it('refuses what is neither', () => {
    expect(readScannedTicket('')).toBeUndefined()
    expect(readScannedTicket('hello')).toBeUndefined()
    expect(readScannedTicket('https://mela.com.bd/event/view/1')).toBeUndefined()
    expect(readScannedTicket(`https://mela.com.bd/purchase/item/verify/${itemId}`)).toBeUndefined()
    expect(readScannedTicket('M1.x.y.z')).toBeUndefined()
    expect(readScannedTicket('http://[bad')).toBeUndefined()
  })
})
