import { bkashAmount, bkashWallet, poishaOf } from './bkash-format.ts'
import { type BkashAnswer, codeOf, field, isGatewayAnswer, postJson, refusal } from './bkash-http.ts'
import { findRefundV2, refundV2 } from './bkash-refund-v2.ts'
import { type BkashAccount, createTokenKeeper } from './bkash-token.ts'
import type { RequestObserver } from './gateway-http.ts'
import { PaymentError, type PaymentOutcome, type PaymentProvider } from './payment-provider.ts'

export type BkashClientOptions = BkashAccount & {
  /** Up to and including the API version, e.g. https://tokenized.pay.bka.sh/v1.2.0-beta */
  baseUrl: string
  timeoutMs?: number
  /** v1: payment/refund under baseUrl; v2: the newer refund API at the base URL's origin. */
  refundApi?: 'v1' | 'v2'
  onRequest?: RequestObserver
  now?: () => Date
}

// After these the payment's state is unknown or already settled: ask bKash rather than guess.
const ASK_AGAIN = new Set(['2003', '2020', '2024', '2056', '2062', '2068', '2116', '2117', '2119', '503'])
const TRANSIENT = new Set(['2003', '2020', '2024', '503'])

const STATUSES: Record<string, PaymentOutcome['status']> = {
  Completed: 'completed',
  Initiated: 'pending',
  Authorized: 'pending',
  PendingAuthorized: 'pending',
  Cancelled: 'cancelled',
  Failed: 'failed',
  Declined: 'failed',
  Expired: 'expired',
}

function outcomeOf(answer: BkashAnswer): PaymentOutcome {
  const outcome: PaymentOutcome = { status: STATUSES[field(answer, 'transactionStatus') ?? ''] ?? 'pending' }
  const trxID = field(answer, 'trxID')
  const amount = field(answer, 'amount')
  // Query names it merchantInvoice; create and execute say merchantInvoiceNumber.
  const invoiceNumber = field(answer, 'merchantInvoiceNumber') ?? field(answer, 'merchantInvoice')
  if (trxID) outcome.trxID = trxID
  if (amount) outcome.amount = amount
  if (invoiceNumber) outcome.invoiceNumber = invoiceNumber
  return outcome
}

const isDone = (answer: BkashAnswer | undefined, amountPoisha?: number) =>
  answer !== undefined &&
  field(answer, 'transactionStatus') === 'Completed' &&
  (amountPoisha === undefined || poishaOf(answer.body.amount) === amountPoisha)

/** PaymentProvider over bKash Tokenized Checkout v1.2.0-beta (URL-based, mode 0011). */
export function createBkashClient(options: BkashClientOptions): PaymentProvider {
  const { baseUrl, appKey, timeoutMs = 30_000, onRequest, now = () => new Date(), refundApi = 'v1' } = options
  const post = (url: string, body: object, headers: Record<string, string>) => {
    onRequest?.(url)
    return postJson(url, body, headers, timeoutMs)
  }
  const call = (path: string, body: object, headers: Record<string, string>) =>
    post(`${baseUrl}/tokenized/checkout/${path}`, body, headers)
  const tokens = createTokenKeeper(options, call, now)

  // The token goes raw, without "Bearer". A 401 or 403 means bKash dropped it: grant once and try again.
  async function sendTo(url: string, body: object): Promise<BkashAnswer> {
    const idToken = await tokens.idToken()
    const answer = await post(url, body, { authorization: idToken, 'x-app-key': appKey })
    if (answer.httpStatus !== 401 && answer.httpStatus !== 403) return answer
    const authorization = await tokens.regrant(idToken)
    return post(url, body, { authorization, 'x-app-key': appKey })
  }
  const send = (path: string, body: object) => sendTo(`${baseUrl}/tokenized/checkout/${path}`, body)

  async function queryPayment(paymentID: string): Promise<PaymentOutcome> {
    const answer = await send('payment/status', { paymentID })
    if (isGatewayAnswer(answer) || codeOf(answer) !== '0000') throw refusal(answer)
    return outcomeOf(answer)
  }

  // Execute is single-use, so an unclear execute is never repeated: the payment's state decides.
  async function settledByQuery(paymentID: string, reason: PaymentError): Promise<PaymentOutcome> {
    try {
      const outcome = await queryPayment(paymentID)
      return outcome.status === 'pending'
        ? { ...outcome, code: reason.code, message: reason.message }
        : outcome
    } catch {
      return { status: 'pending', code: reason.code, message: reason.message }
    }
  }

  // Refund Status is the refund path without an amount (the official plugin's form).
  async function findRefundV1(paymentID: string, trxID: string, amountPoisha: number) {
    const answer = await send('payment/refund', { paymentID, trxID })
    if (isGatewayAnswer(answer)) throw refusal(answer)
    const refundTrxID = field(answer, 'refundTrxID')
    return refundTrxID && isDone(answer, amountPoisha) ? { refundTrxID } : null
  }

  // A refund whose answer was lost may have happened: paying it out twice is worse than waiting.
  async function refundFound(paymentID: string, trxID: string, amountPoisha: number, reason: PaymentError) {
    const found = await findRefundV1(paymentID, trxID, amountPoisha).catch(() => null)
    if (found) return found
    throw reason
  }

  return {
    async createPayment({ amountPoisha, invoiceNumber, callbackURL, payerReference }) {
      const answer = await send('create', {
        mode: '0011',
        payerReference: bkashWallet(payerReference),
        callbackURL,
        amount: bkashAmount(amountPoisha),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: invoiceNumber,
      })
      const paymentID = field(answer, 'paymentID')
      const bkashURL = field(answer, 'bkashURL')
      if (isGatewayAnswer(answer) || codeOf(answer) !== '0000' || !paymentID || !bkashURL)
        throw refusal(answer)
      return { paymentID, bkashURL }
    },

    async executePayment(paymentID) {
      const answer = await send('execute', { paymentID }).catch((error: unknown) =>
        error instanceof PaymentError ? error : new PaymentError('UNREACHABLE', String(error)),
      )
      if (answer instanceof PaymentError) return settledByQuery(paymentID, answer)
      const code = codeOf(answer)
      if (code === '0000' && !isGatewayAnswer(answer)) return outcomeOf(answer)
      if (isGatewayAnswer(answer) || !code || ASK_AGAIN.has(code))
        return settledByQuery(paymentID, refusal(answer))
      const { message } = refusal(answer)
      return { status: 'failed', code, message }
    },

    queryPayment,

    findRefund({ paymentID, trxID, amountPoisha }) {
      if (refundApi === 'v2') return findRefundV2(sendTo, baseUrl, { paymentID, trxID, amountPoisha })
      return findRefundV1(paymentID, trxID, amountPoisha)
    },

    async refund({ paymentID, trxID, amountPoisha, sku, reason }) {
      if (refundApi === 'v2')
        return refundV2(sendTo, baseUrl, { paymentID, trxID, amountPoisha, sku, reason })
      const body = { paymentID, amount: bkashAmount(amountPoisha), trxID, sku, reason }
      const answer = await send('payment/refund', body).catch((error: unknown) =>
        error instanceof PaymentError ? error : new PaymentError('UNREACHABLE', String(error)),
      )
      if (answer instanceof PaymentError) return refundFound(paymentID, trxID, amountPoisha, answer)
      if (isGatewayAnswer(answer) || TRANSIENT.has(codeOf(answer) ?? '')) {
        return refundFound(paymentID, trxID, amountPoisha, refusal(answer))
      }
      const refundTrxID = field(answer, 'refundTrxID')
      if (refundTrxID && isDone(answer)) return { refundTrxID }
      throw refusal(answer)
    },
  }
}
