import { describe, expect, it } from 'vitest'
import { createFor, pay, setKnobs, useBkashSandbox } from '../../testing/bkash-fixtures.ts'
import { refundV2Base } from './bkash-refund-v2.ts'

const { client, app } = useBkashSandbox()

async function paidPayment(bkash: ReturnType<typeof client>, amountPoisha = 50000) {
  const { paymentID } = await createFor(bkash, amountPoisha)
  await pay(app(), paymentID)
  const { trxID } = await bkash.executePayment(paymentID)
  if (!trxID) throw new Error('not paid')
  return { paymentID, trxID }
}

const refund = { sku: 'purchase-1', reason: 'Event cancelled' }

describe('bKash refund, v2 API', () => {
  it('lives at the origin without the version segment', () => {
    expect(refundV2Base('https://tokenized.pay.bka.sh/v1.2.0-beta')).toBe(
      'https://tokenized.pay.bka.sh/v2/tokenized-checkout/refund/payment',
    )
  })

  it('refunds in parts with paymentId, trxId and refundAmount, never more than was paid', async () => {
    const bkash = client({ refundApi: 'v2' })
    const paid = await paidPayment(bkash, 25075)
    const { refundTrxID } = await bkash.refund({ ...paid, ...refund, amountPoisha: 25000 })
    expect(refundTrxID).toMatch(/^[A-Z0-9]{10}$/)
    expect(bkash.calls.at(-1)).toContain('/v2/tokenized-checkout/refund/payment/transaction')
    const over = await bkash
      .refund({ ...paid, ...refund, amountPoisha: 100 })
      .catch((error: unknown) => error)
    // v2's own error body: HTTP 400 with externalCode and English and Bengali messages.
    expect(over).toMatchObject({ name: 'PaymentError', code: '2072', message: 'Refund amount is not valid' })
    await bkash.refund({ ...paid, ...refund, amountPoisha: 75 })
    const again = await bkash.refund({ ...paid, ...refund, amountPoisha: 1 }).catch((error: unknown) => error)
    expect(again).toMatchObject({ code: '2074' })
  })

  it('checks the refund status after a timeout instead of refunding again', async () => {
    const bkash = client({ timeoutMs: 300, refundApi: 'v2' })
    const paid = await paidPayment(bkash)
    await setKnobs(app(), { paymentID: paid.paymentID, refundDelayMs: 1000 })
    const { refundTrxID } = await bkash.refund({ ...paid, ...refund, amountPoisha: 50000 })
    expect(refundTrxID).toMatch(/^[A-Z0-9]{10}$/)
    expect(bkash.calls.filter((call) => call.endsWith('/refund/payment/status'))).toHaveLength(1)
    expect(bkash.calls.filter((call) => call.endsWith('/refund/payment/transaction'))).toHaveLength(1)
  })

  it('refuses a payment that was never completed', async () => {
    const bkash = client({ refundApi: 'v2' })
    const { paymentID } = await createFor(bkash)
    const failure = await bkash
      .refund({ paymentID, trxID: 'ABCDE12345', ...refund, amountPoisha: 50000 })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: '2077' })
  })
})
