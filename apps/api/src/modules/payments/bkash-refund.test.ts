import { describe, expect, it } from 'vitest'
import { createFor, pay, setKnobs, useBkashSandbox } from '../../testing/bkash-fixtures.ts'

const { client, app } = useBkashSandbox()

async function paidPayment(bkash: ReturnType<typeof client>, amountPoisha = 50000) {
  const { paymentID } = await createFor(bkash, amountPoisha)
  await pay(app(), paymentID)
  const { trxID } = await bkash.executePayment(paymentID)
  if (!trxID) throw new Error('not paid')
  return { paymentID, trxID }
}

const refund = { sku: 'purchase-1', reason: 'Event cancelled' }

describe('bKash refund', () => {
  it('refunds a payment once; a second refund of the full amount is refused', async () => {
    const bkash = client()
    const paid = await paidPayment(bkash)
    const { refundTrxID } = await bkash.refund({ ...paid, ...refund, amountPoisha: 50000 })
    expect(refundTrxID).toMatch(/^[A-Z0-9]{10}$/)
    const again = await bkash
      .refund({ ...paid, ...refund, amountPoisha: 50000 })
      .catch((error: unknown) => error)
    expect(again).toMatchObject({ name: 'PaymentError', code: '2034' })
  })

  it('refunds in parts, never more than was paid', async () => {
    const bkash = client()
    const paid = await paidPayment(bkash, 25075)
    await bkash.refund({ ...paid, ...refund, amountPoisha: 25000 })
    const over = await bkash
      .refund({ ...paid, ...refund, amountPoisha: 100 })
      .catch((error: unknown) => error)
    expect(over).toMatchObject({ code: '2026' })
    await expect(bkash.refund({ ...paid, ...refund, amountPoisha: 75 })).resolves.toBeDefined()
  })

  it('checks the refund status after a timeout instead of refunding again', async () => {
    const bkash = client({ timeoutMs: 300 })
    const paid = await paidPayment(bkash)
    await setKnobs(app(), { paymentID: paid.paymentID, refundDelayMs: 1000 })
    const { refundTrxID } = await bkash.refund({ ...paid, ...refund, amountPoisha: 50000 })
    expect(refundTrxID).toMatch(/^[A-Z0-9]{10}$/)
    expect(bkash.count('payment/refund')).toBe(2)
    const again = await bkash
      .refund({ ...paid, ...refund, amountPoisha: 50000 })
      .catch((error: unknown) => error)
    expect(again).toMatchObject({ code: '2034' })
  })

  it('refuses to refund a payment that was never completed', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    const failure = await bkash
      .refund({ paymentID, trxID: 'ABCDE12345', ...refund, amountPoisha: 50000 })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: '2033' })
  })
})
