import { PaymentError, type PaymentProvider, type RefundRoute } from './payment-provider.ts'
import type { SslcommerzGateway } from './sslcommerz-client.ts'

/**
 * SSLCommerz's `refund_trans_id` (at most 30 characters) for one of Mela's refunds: its UUID in base64url,
 * 22 characters, so the same refund always asks with the same key.
 */
export const refundTransIdOf = (refundKey: string) =>
  Buffer.from(refundKey.replaceAll('-', ''), 'hex').toString('base64url')

/**
 * bKash for payments, and refunds through the gateway that took the money: a purchase paid with Nagad on
 * SSLCommerz is refunded by SSLCommerz, by its `bank_tran_id` (kept as the purchase's TrxID).
 */
export function routedPayments(bkash: PaymentProvider, sslcommerz: SslcommerzGateway): PaymentProvider {
  const viaSslcommerz = (input: RefundRoute) => input.method === 'sslcommerz'
  return {
    ...bkash,
    async refund(input) {
      if (!viaSslcommerz(input)) return bkash.refund(input)
      const answer = await sslcommerz.refund({
        bankTranId: input.trxID,
        refundTransId: refundTransIdOf(input.refundKey ?? input.sku),
        amountPoisha: input.amountPoisha,
        remarks: input.reason,
        refeId: input.sku,
      })
      // processing: the gateway took the refund and the bank has not finished; the refund query says when.
      return { refundTrxID: answer.refundRefId, ...(answer.status === 'processing' ? { pending: true } : {}) }
    },
    async findRefund(input) {
      if (!viaSslcommerz(input)) return bkash.findRefund(input)
      // No lookup by our own key exists, but asking again with the same refund_trans_id answers the refund
      // already made (or makes the one whose request never arrived): either way one refund.
      try {
        const asked = await sslcommerz.refund({
          bankTranId: input.trxID,
          refundTransId: refundTransIdOf(input.refundKey ?? input.paymentID),
          amountPoisha: input.amountPoisha,
          remarks: 'Refund',
        })
        const { status } = await sslcommerz.refundStatus(asked.refundRefId)
        if (status === 'cancelled') return null
        return { refundTrxID: asked.refundRefId, ...(status === 'processing' ? { pending: true } : {}) }
      } catch (error) {
        if (error instanceof PaymentError && error.code === 'REFUND_FAILED') return null
        throw error
      }
    },
  }
}
