import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { payOnPage, setKnobs, useSslcommerzSandbox } from '../../testing/sslcommerz-fixtures.ts'

const { context, client, createFor } = useSslcommerzSandbox()

async function paid(amountPoisha = 150_000) {
  const sslcommerz = client()
  const session = await createFor(sslcommerz, { amountPoisha })
  const { fields } = await payOnPage(session.gatewayPageURL)
  return { sslcommerz, bankTranId: fields.bank_tran_id ?? '' }
}

const refundTransId = () => `RF-${randomUUID().slice(0, 24)}`

describe('SSLCommerz refunds against the sandbox', () => {
  it('refunds in full, and reads refunded at once', async () => {
    const { sslcommerz, bankTranId } = await paid()
    const refund = await sslcommerz.refund({
      bankTranId,
      refundTransId: refundTransId(),
      amountPoisha: 150_000,
      remarks: 'Event cancelled',
      refeId: 'p1',
    })
    expect(refund).toEqual({ refundRefId: expect.any(String), status: 'success' })
    expect(await sslcommerz.refundStatus(refund.refundRefId)).toEqual({
      status: 'refunded',
      refundRefId: refund.refundRefId,
    })
  })

  it('refunds in parts up to what was paid, and refuses more', async () => {
    const { sslcommerz, bankTranId } = await paid(150_000)
    const part = { bankTranId, remarks: 'One seat returned' }
    await sslcommerz.refund({ ...part, refundTransId: refundTransId(), amountPoisha: 50_000 })
    await sslcommerz.refund({ ...part, refundTransId: refundTransId(), amountPoisha: 75_050 })
    const refused = sslcommerz.refund({ ...part, refundTransId: refundTransId(), amountPoisha: 25_000 })
    await expect(refused).rejects.toMatchObject({
      name: 'PaymentError',
      code: 'REFUND_FAILED',
      message: expect.stringContaining('greater than the refundable amount 249.50'),
    })
  })

  it('answers the same refund again for a repeated refund_trans_id (a retry after a lost answer)', async () => {
    const { sslcommerz, bankTranId } = await paid(150_000)
    const input = { bankTranId, refundTransId: refundTransId(), amountPoisha: 100_000, remarks: 'Retry' }
    const first = await sslcommerz.refund(input)
    expect(await sslcommerz.refund(input)).toEqual(first)
    // Only one of the two moved money: 500.00 of the 1500.00 are left to refund.
    await sslcommerz.refund({ ...input, refundTransId: refundTransId(), amountPoisha: 50_000 })
  })

  it('refuses a refund of a payment it does not know', async () => {
    await expect(
      client().refund({
        bankTranId: 'nope',
        refundTransId: refundTransId(),
        amountPoisha: 100,
        remarks: 'x',
      }),
    ).rejects.toMatchObject({ code: 'REFUND_FAILED', message: 'Invalid bank_tran_id' })
  })

  it('answers and reads processing until the refund delay has passed', async () => {
    await setKnobs(context.url, { refundDelayMs: 200 })
    const { sslcommerz, bankTranId } = await paid()
    const input = { bankTranId, refundTransId: refundTransId(), amountPoisha: 10_000, remarks: 'Slow bank' }
    const { refundRefId, status } = await sslcommerz.refund(input)
    expect(status).toBe('processing')
    expect(await sslcommerz.refundStatus(refundRefId)).toEqual({ status: 'processing', refundRefId })
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await sslcommerz.refundStatus(refundRefId)).toEqual({ status: 'refunded', refundRefId })
    // Asked again with the same refund_trans_id: the same refund, now done.
    expect(await sslcommerz.refund(input)).toEqual({ refundRefId, status: 'success' })
  })
})
