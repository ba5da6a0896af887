import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { bkashTime, poishaOf } from '../payments/bkash-format.ts'
import {
  findPayment,
  knobsOf,
  newPaymentID,
  newToken,
  newTrxID,
  type Sandbox,
  type SandboxKnobs,
  type SandboxPayment,
  statusBody,
} from './bkash-sandbox-state.ts'

/** A request body as the sandbox reads it: JSON strings, or '' for anything else. */
export type Body = Record<string, string>
// Codes that say the payment went through after all; the others leave it unpaid.
const SETTLED = new Set(['2062', '2068', '2116', '2117', '2119'])
const TRANSIENT = new Set(['2003', '2020', '2024', '503'])

/** Where bKash sends the payer's browser when the page is done. */
export function callbackURLOf(payment: SandboxPayment, status: 'success' | 'failure' | 'cancel') {
  const joiner = payment.callbackURL.includes('?') ? '&' : '?'
  // As bKash does, the redirect also carries a signature and the API version: parsers must tolerate them.
  const signature = createHash('sha256').update(`${payment.paymentID}:${status}`).digest('hex')
  return `${payment.callbackURL}${joiner}paymentID=${encodeURIComponent(payment.paymentID)}&status=${status}&signature=${signature}&apiVersion=v1.2.0-beta`
}

const validCallback = (url: string) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)

/** create (mode 0011): a payment waiting for its payer, with the page address to send them to. */
export function createPayment(sandbox: Sandbox, body: Body) {
  const { mode, payerReference, callbackURL, amount, currency, intent } = body
  const invoice = body.merchantInvoiceNumber
  if (!mode || !payerReference || !callbackURL || !amount || !currency || !intent || !invoice) {
    return statusBody('2065')
  }
  const poisha = poishaOf(amount)
  if (mode !== '0011') return statusBody('2063')
  if (!poisha) return statusBody('2006')
  if (currency !== 'BDT') return statusBody('2007')
  if (intent !== 'sale') return statusBody('2008')
  if (!validCallback(callbackURL)) return statusBody('2049')
  if (invoice.length > 255 || /[<>&]/.test(invoice)) return statusBody('2031')
  if (sandbox.invoices.has(invoice)) return statusBody('2029')

  const payment: SandboxPayment = {
    paymentID: newPaymentID(),
    amount,
    poisha,
    payerReference,
    callbackURL,
    invoice,
    createdAt: sandbox.now(),
    status: 'Initiated',
    authorised: false,
    step: 'wallet',
    wrongPins: 0,
    refunds: [],
    knobs: {},
  }
  sandbox.payments.set(payment.paymentID, payment)
  sandbox.invoices.add(invoice)
  return {
    ...statusBody('0000'),
    paymentID: payment.paymentID,
    bkashURL: `${sandbox.publicUrl}/bkash-sandbox/redirect/tokenized/?paymentId=${payment.paymentID}&hash=${newToken().slice(0, 24)}&mode=0011&apiVersion=v1.2.0-beta`,
    callbackURL,
    successCallbackURL: callbackURLOf(payment, 'success'),
    failureCallbackURL: callbackURLOf(payment, 'failure'),
    cancelledCallbackURL: callbackURLOf(payment, 'cancel'),
    amount,
    intent,
    currency,
    paymentCreateTime: bkashTime(payment.createdAt),
    transactionStatus: payment.status,
    merchantInvoiceNumber: invoice,
  }
}

function complete(sandbox: Sandbox, payment: SandboxPayment) {
  payment.status = 'Completed'
  payment.trxID = newTrxID()
  payment.executedAt = sandbox.now()
}

const executed = (payment: SandboxPayment) => ({
  ...statusBody('0000'),
  paymentID: payment.paymentID,
  payerReference: payment.payerReference,
  customerMsisdn: payment.wallet,
  trxID: payment.trxID,
  amount: payment.amount,
  transactionStatus: payment.status,
  paymentExecuteTime: payment.executedAt && bkashTime(payment.executedAt),
  currency: 'BDT',
  intent: 'sale',
  merchantInvoiceNumber: payment.invoice,
})

function settle(sandbox: Sandbox, payment: SandboxPayment, knobs: SandboxKnobs) {
  const ready = payment.status === 'Initiated' && payment.authorised
  const forced = knobs.failExecuteWith
  if (forced) {
    if (ready && SETTLED.has(forced)) complete(sandbox, payment)
    else if (ready && !TRANSIENT.has(forced)) Object.assign(payment, { status: 'Failed', failure: forced })
    return statusBody(forced)
  }
  if (payment.status === 'Completed')
    return knobs.executeSucceedsTwice ? executed(payment) : statusBody('2117')
  // A payment the payer page turned down is in no state to execute, as at bKash (the reason was the payer's to see).
  if (payment.status === 'Failed') return statusBody('2056')
  if (!ready) return statusBody('2056')
  // A lost execute: the answer comes late and the payment stays as it was.
  if (knobs.executeDelayMs && knobs.completeOnTimeout === false) return statusBody('2003')
  complete(sandbox, payment)
  return executed(payment)
}

/** execute: completes an authorised payment once; a delay knob makes the answer late, not the payment. */
export async function executePayment(sandbox: Sandbox, body: Body) {
  const payment = findPayment(sandbox, body.paymentID)
  if (!payment) return statusBody('2002')
  const knobs = knobsOf(sandbox, payment)
  const answer = settle(sandbox, payment, knobs)
  if (knobs.executeDelayMs) await sleep(knobs.executeDelayMs)
  return answer
}

/** payment/status: where the payment stands; note bKash calls the invoice `merchantInvoice` here. */
export function queryPayment(sandbox: Sandbox, body: Body) {
  const payment = findPayment(sandbox, body.paymentID)
  if (!payment) return statusBody('2002')
  return {
    ...statusBody('0000'),
    paymentID: payment.paymentID,
    mode: '0011',
    paymentCreateTime: bkashTime(payment.createdAt),
    paymentExecuteTime: payment.executedAt && bkashTime(payment.executedAt),
    trxID: payment.trxID,
    transactionStatus: payment.status,
    amount: payment.amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoice: payment.invoice,
    userVerificationStatus: payment.authorised ? 'Complete' : 'Incomplete',
    payerReference: payment.payerReference,
  }
}
