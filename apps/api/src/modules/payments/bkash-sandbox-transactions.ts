import { setTimeout as sleep } from 'node:timers/promises'
import { bkashAmount, bkashTime, poishaOf } from './bkash-format.ts'
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
