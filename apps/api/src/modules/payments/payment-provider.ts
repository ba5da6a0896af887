/** How a payment stands after execute or query; `code`/`message` say why it is not completed. */
export type PaymentOutcome = {
  status: 'completed' | 'failed' | 'cancelled' | 'pending' | 'expired'
  trxID?: string
  amount?: string
  invoiceNumber?: string
  code?: string
  message?: string
}

/**
 * Which gateway took a purchase's money, and the refund's own key: SSLCommerz wants a new
 * `refund_trans_id` per refund and answers a repeated one with the same refund (the retry of a lost answer).
 */
export type RefundRoute = { method?: string; refundKey?: string }

/**
 * A refund the gateway took. `pending`: taken but not finished (SSLCommerz's `processing`, the bank still
 * moving the money); it stays pending until asking again (findRefund) says it is done.
 */
export type RefundAnswer = { refundTrxID: string; pending?: boolean }

/**
 * What checkout needs from a payment gateway: bKash Tokenized Checkout (or its sandbox) takes payments;
 * refunds go back through whichever gateway took the money (`method`, see routed-payments.ts).
 */
export type PaymentProvider = {
  createPayment(input: {
    amountPoisha: number
    invoiceNumber: string
    callbackURL: string
    payerReference: string
  }): Promise<{ paymentID: string; bkashURL: string }>
  /** Moves the money; on timeout, non-200, 2062 or 2117 it queries and answers the queried state. */
  executePayment(paymentID: string): Promise<PaymentOutcome>
  queryPayment(paymentID: string): Promise<PaymentOutcome>
  refund(
    input: {
      paymentID: string
      trxID: string
      amountPoisha: number
      sku: string
      reason: string
    } & RefundRoute,
  ): Promise<RefundAnswer>
  /**
   * The refund of this amount for the payment, if the gateway has one (bKash's Refund Status, SSLCommerz's
   * refund query): how a refund whose answer was lost, or still processing, is settled without refunding
   * twice. Throws a PaymentError when the gateway does not answer.
   */
  findRefund(
    input: { paymentID: string; trxID: string; amountPoisha: number } & RefundRoute,
  ): Promise<RefundAnswer | null>
}

// bKash's own words are written for merchants; the buyer reads these instead.
const BUYER_MESSAGES: Record<string, string> = {
  '2023': 'Insufficient balance in the bKash wallet',
  '2037': 'This bKash wallet cannot make payments right now',
  '2015': 'Wrong PIN entered too many times',
}

/** The message a buyer sees for a bKash status code, falling back to bKash's own. */
export const paymentMessage = (code: string, bkashMessage: string | undefined) =>
  BUYER_MESSAGES[code] ?? bkashMessage ?? `bKash answered ${code}`

/**
 * A payment bKash refused or could not be asked about: `code` is bKash's statusCode (or errorCode),
 * or TIMEOUT / UNREACHABLE / HTTP_<status> when no answer came.
 */
export class PaymentError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'PaymentError'
  }
}
