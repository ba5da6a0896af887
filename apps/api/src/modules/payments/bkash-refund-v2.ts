import { bkashAmount, poishaOf } from './bkash-format.ts'
import type { BkashAnswer } from './bkash-http.ts'
import { PaymentError, paymentMessage } from './payment-provider.ts'

export type RefundInput = {
  paymentID: string
  trxID: string
  amountPoisha: number
  sku: string
  reason: string
}
type Send = (url: string, body: object) => Promise<BkashAnswer>

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * Where the v2 refund API lives: the base URL's origin, without the API version segment
 * (https://tokenized.pay.bka.sh/v1.2.0-beta → https://tokenized.pay.bka.sh/v2/tokenized-checkout/refund).
 */
export const refundV2Base = (baseUrl: string) =>
  `${baseUrl.replace(/\/v\d[^/]*$/, '')}/v2/tokenized-checkout/refund/payment`

/** v2's own error body (HTTP 400 `{internalCode, externalCode, errorMessageEn, errorMessageBn}`) as a PaymentError. */
export function refusalV2(answer: BkashAnswer): PaymentError {
  const { body } = answer
  const code =
    text(body.externalCode) ?? text(body.internalCode) ?? text(body.statusCode) ?? `HTTP_${answer.httpStatus}`
  const message = text(body.errorMessageEn) ?? text(body.statusMessage) ?? text(body.message)
  return new PaymentError(code, paymentMessage(code, message))
}

const isGateway = (answer: BkashAnswer) => answer.httpStatus >= 500 || answer.httpStatus === 0

/**
 * A refund through bKash's v2 refund API (`paymentId`, `trxId`, `refundAmount`). As with v1, an answer
 * that never came is settled by asking the refund status, never by refunding again.
 */
export async function refundV2(send: Send, baseUrl: string, input: RefundInput) {
  const base = refundV2Base(baseUrl)
  const body = {
    paymentId: input.paymentID,
    trxId: input.trxID,
    refundAmount: bkashAmount(input.amountPoisha),
    sku: input.sku,
    reason: input.reason,
  }
  const answer = await send(`${base}/transaction`, body).catch((error: unknown) =>
    error instanceof PaymentError ? error : new PaymentError('UNREACHABLE', String(error)),
  )
  if (answer instanceof PaymentError) return refundFoundV2(send, base, input, answer)
  if (isGateway(answer)) return refundFoundV2(send, base, input, refusalV2(answer))
  const refundTrxID = text(answer.body.refundTrxId)
  if (answer.httpStatus === 200 && refundTrxID && answer.body.refundTransactionStatus === 'Completed')
    return { refundTrxID }
  throw refusalV2(answer)
}

// The newest completed refund of this amount, if bKash has one: then the lost answer was a success.
async function refundFoundV2(send: Send, base: string, input: RefundInput, reason: PaymentError) {
  const found = await newestRefundOf(send, base, input).catch(() => null)
  if (found) return found
  throw reason
}

/** Refund Status (v2): the newest completed refund of this amount, or null; throws when bKash is silent. */
export const findRefundV2 = (
  send: Send,
  baseUrl: string,
  input: Pick<RefundInput, 'paymentID' | 'trxID' | 'amountPoisha'>,
) => newestRefundOf(send, refundV2Base(baseUrl), input)

async function newestRefundOf(
  send: Send,
  base: string,
  input: Pick<RefundInput, 'paymentID' | 'trxID' | 'amountPoisha'>,
) {
  const answer = await send(`${base}/status`, { paymentId: input.paymentID, trxId: input.trxID })
  if (isGateway(answer)) throw refusalV2(answer)
  const refunds = Array.isArray(answer.body.refundTransactions) ? answer.body.refundTransactions : []
  const found = [...refunds]
    .reverse()
    .find(
      (refund: Record<string, unknown>) =>
        refund.refundTransactionStatus === 'Completed' &&
        poishaOf(refund.refundAmount) === input.amountPoisha,
    ) as Record<string, unknown> | undefined
  const refundTrxID = text(found?.refundTrxId)
  return refundTrxID ? { refundTrxID } : null
}
