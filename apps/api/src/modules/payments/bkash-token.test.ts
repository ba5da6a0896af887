import { describe, expect, it } from 'vitest'
import { createFor, newInvoice, setKnobs, useBkashSandbox } from '../../testing/bkash-fixtures.ts'
import { PaymentError } from './payment-provider.ts'

const { client, app } = useBkashSandbox()
const MINUTE = 60_000

describe('bKash token', () => {
  it('is granted once for many calls, even calls made at the same time', async () => {
    const bkash = client()
    await Promise.all([createFor(bkash), createFor(bkash), createFor(bkash)])
    const { paymentID } = await createFor(bkash)
    await bkash.queryPayment(paymentID)
    expect(bkash.count('token/grant')).toBe(1)
    expect(bkash.count('create')).toBe(4)
  })

  it('is refreshed with the refresh token about 5 minutes before its hour ends', async () => {
    let clock = Date.now()
    const bkash = client({ now: () => new Date(clock) })
    await createFor(bkash)
    clock += 54 * MINUTE
    await createFor(bkash)
    expect(bkash.count('token/refresh')).toBe(0)
    clock += 2 * MINUTE
    await createFor(bkash)
    await createFor(bkash)
    expect(bkash.count('token/refresh')).toBe(1)
    expect(bkash.count('token/grant')).toBe(1)
  })

  it('is granted anew, once, when bKash says it expired (403)', async () => {
    const bkash = client()
    await createFor(bkash)
    await setKnobs(app(), { revokeTokens: true })
    const { paymentID } = await createFor(bkash)
    expect(paymentID).toMatch(/^TR0011/)
    expect(bkash.count('token/grant')).toBe(2)
    expect(bkash.calls.filter((call) => call === 'create')).toHaveLength(3)
  })

  it('refuses a wrong app key with bKash code 2001', async () => {
    const bkash = client({ appKey: 'stolen' })
    const failure = await createFor(bkash, 50000, newInvoice()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaymentError)
    expect(failure).toMatchObject({ code: '2001', message: 'Invalid App Key' })
  })
})
