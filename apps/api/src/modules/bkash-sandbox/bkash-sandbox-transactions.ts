import { setTimeout as sleep } from 'node:timers/promises'
import { bkashAmount, bkashTime, poishaOf } from '../payments/bkash-format.ts'
import type { Body } from './bkash-sandbox-payments.ts'
import {
  findPayment,
  knobsOf,
  newTrxID,
  type Sandbox,
  type SandboxPayment,
  type SandboxRefund,
  statusBody,
} from './bkash-sandbox-state.ts'

function paidPayment(sandbox: Sandbox, trxID: string | undefined): SandboxPayment | undefined {
  if (!trxID) return undefined
  for (const payment of sandbox.payments.values()) if (payment.trxID === trxID) return payment
  return undefined
}

const refundAnswer = (payment: SandboxPayment, refund: SandboxRefund) => ({
  completedTime: bkashTime(refund.at),
  transactionStatus: 'Completed',
  originalTrxID: payment.trxID,
  refundTrxID: refund.refundTrxID,
  amount: bkashAmount(refund.poisha),
  currency: 'BDT',
  charge: '0.00',
})

/** general/searchTransaction: a completed payment by its trxID. */
export function searchTransaction(sandbox: Sandbox, body: Body) {
  const payment = paidPayment(sandbox, body.trxID)
  if (!payment?.executedAt) return statusBody('2033')
  return {
    ...statusBody('0000'),
    trxID: payment.trxID,
    transactionStatus: payment.status,
    transactionType: 'bKash Tokenized Checkout via API',
    amount: payment.amount,
    currency: 'BDT',
    customerMsisdn: payment.wallet,
    organizationShortCode: '50022',
    initiationTime: bkashTime(payment.createdAt),
    completedTime: bkashTime(payment.executedAt),
    transactionReference: payment.payerReference,
  }
}

/** payment/refund/status (or payment/refund without an amount): the latest refund of a payment. */
export function refundStatus(sandbox: Sandbox, body: Body) {
  const payment = findPayment(sandbox, body.paymentID)
  if (!payment) return statusBody('2002')
  const refund = payment.refunds.at(-1)
  if (payment.trxID !== body.trxID || !refund) return statusBody('2033')
  return refundAnswer(payment, refund)
}

/** payment/refund: gives back part or all of a completed payment, never more than was paid. */
export async function refundPayment(sandbox: Sandbox, body: Body) {
  if (!body.amount) return refundStatus(sandbox, body)
  const { paymentID, trxID, sku, reason } = body
  if (!paymentID || !trxID || !sku || !reason) return statusBody('2065')
  const payment = findPayment(sandbox, paymentID)
  if (!payment) return statusBody('2002')
  if (payment.trxID !== trxID) return statusBody('2033')
  const poisha = poishaOf(body.amount)
  if (!poisha) return statusBody('2006')
  const left = payment.poisha - payment.refunds.reduce((sum, refund) => sum + refund.poisha, 0)
  if (left <= 0) return statusBody('2034')
  if (poisha > left) return statusBody('2026')

  const refund = { refundTrxID: newTrxID(), poisha, sku, reason, at: sandbox.now() }
  payment.refunds.push(refund)
  const { refundDelayMs } = knobsOf(sandbox, payment)
  if (refundDelayMs) await sleep(refundDelayMs)
  return refundAnswer(payment, refund)
}

// v2's error body, sent with HTTP 400: both codes, and the message in English and Bengali.
const V2_ERRORS: Record<string, [string, string]> = {
  '2072': ['Refund amount is not valid', 'ফেরতের পরিমাণ সঠিক নয়'],
  '2073': ['SKU is not valid', 'এসকেইউ সঠিক নয়'],
  '2074': ['This transaction cannot be reversed', 'এই লেনদেন ফেরত দেওয়া যাবে না'],
  '2076': ['Reason is not valid', 'কারণ সঠিক নয়'],
  '2077': ['Invalid TrxID', 'লেনদেন আইডি সঠিক নয়'],
  '2127': ['The transaction is not completed yet', 'লেনদেনটি এখনো সম্পন্ন হয়নি'],
}
const v2Error = (code: string) => {
  const [en, bn] = V2_ERRORS[code] ?? ['Process failed', 'প্রক্রিয়া ব্যর্থ হয়েছে']
  return {
    status: 400,
    body: { internalCode: `R${code}`, externalCode: code, errorMessageEn: en, errorMessageBn: bn },
  }
}
// v2 writes its time without an offset, meaning Bangladesh time.
const v2Time = (date: Date) => bkashTime(date).replace(' GMT+0600', '')

/** v2 refund/payment/transaction: `paymentId`, `trxId`, `refundAmount`; errors in v2's own body. */
export async function refundPaymentV2(sandbox: Sandbox, body: Body) {
  const { paymentId, trxId, refundAmount, sku, reason } = body
  const payment = findPayment(sandbox, paymentId)
  if (!payment || !trxId || payment.trxID !== trxId) return v2Error('2077')
  if (payment.status !== 'Completed') return v2Error('2127')
  if (!sku) return v2Error('2073')
  if (!reason) return v2Error('2076')
  const poisha = poishaOf(refundAmount)
  const left = payment.poisha - payment.refunds.reduce((sum, refund) => sum + refund.poisha, 0)
  if (left <= 0) return v2Error('2074')
  if (!poisha || poisha > left) return v2Error('2072')
  const refund = { refundTrxID: newTrxID(), poisha, sku, reason, at: sandbox.now() }
  payment.refunds.push(refund)
  const { refundDelayMs } = knobsOf(sandbox, payment)
  if (refundDelayMs) await sleep(refundDelayMs)
  return {
    status: 200,
    body: {
      originalTrxId: payment.trxID,
      refundTrxId: refund.refundTrxID,
      refundTransactionStatus: 'Completed',
      originalTrxAmount: payment.amount,
      refundAmount: bkashAmount(poisha),
      currency: 'BDT',
      completedTime: v2Time(refund.at),
      sku,
      reason,
    },
  }
}

/** v2 refund/payment/status: every refund of a payment. */
export function refundStatusV2(sandbox: Sandbox, body: Body) {
  const payment = findPayment(sandbox, body.paymentId)
  if (!payment || !body.trxId || payment.trxID !== body.trxId) return v2Error('2077')
  return {
    status: 200,
    body: {
      originalTrxId: payment.trxID,
      originalTrxAmount: payment.amount,
      originalTrxCompletedTime: payment.executedAt ? v2Time(payment.executedAt) : null,
      refundTransactions: payment.refunds.map((refund) => ({
        refundTrxId: refund.refundTrxID,
        refundTransactionStatus: 'Completed',
        refundAmount: bkashAmount(refund.poisha),
        completedTime: v2Time(refund.at),
      })),
    },
  }
}
