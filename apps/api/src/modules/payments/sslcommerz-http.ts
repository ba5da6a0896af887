import { maskedUrl } from '../../lib/log-lines.ts'
import { type GatewayAnswer, type RequestObserver, requestGateway } from './gateway-http.ts'
import { PaymentError } from './payment-provider.ts'
import type { SslcommerzPayment } from './sslcommerz-client.ts'

/** One SSLCommerz answer: the HTTP status and the JSON body (an empty object when it was not JSON). */
export type SslcommerzAnswer = GatewayAnswer

/**
 * GETs (the validator APIs: parameters in the query string) or POSTs a urlencoded form (session
 * creation) to SSLCommerz (gateway-http.ts: TIMEOUT or UNREACHABLE when no answer came).
 */
export function askSslcommerz(
  url: string,
  form: Record<string, string> | undefined,
  timeoutMs: number,
  onRequest?: RequestObserver,
): Promise<SslcommerzAnswer> {
  onRequest?.(maskedUrl(url))
  const body = form ? Buffer.from(new URLSearchParams(form).toString()) : undefined
  return requestGateway(
    'SSLCommerz',
    url,
    { body, contentType: 'application/x-www-form-urlencoded' },
    timeoutMs,
  )
}

/** A field of an SSLCommerz body as text: numbers as written, anything else (or nothing) as ''. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** Throws HTTP_<n> for a non-200 and API_<APIConnect> when the validator APIs refused the call itself. */
export function refuseUnlessDone(answer: SslcommerzAnswer, apiConnect = true): void {
  if (answer.httpStatus !== 200)
    throw new PaymentError(`HTTP_${answer.httpStatus}`, `SSLCommerz answered HTTP ${answer.httpStatus}`)
  if (!apiConnect) return
  const connect = textOf(answer.body.APIConnect)
  if (connect !== 'DONE')
    throw new PaymentError(
      `API_${connect || 'MISSING'}`,
      `SSLCommerz refused the call (${connect || 'no APIConnect'})`,
    )
}

/** A payment from a validation answer or a query element. */
export function paymentOf(body: Record<string, unknown>): SslcommerzPayment {
  const text = (name: string) => textOf(body[name])
  return {
    status: text('status'),
    tranId: text('tran_id'),
    valId: text('val_id'),
    amount: text('amount'),
    currency: text('currency'),
    currencyType: text('currency_type'),
    currencyAmount: text('currency_amount'),
    storeAmount: text('store_amount'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    cardBrand: text('card_brand'),
    riskLevel: text('risk_level'),
    riskTitle: text('risk_title'),
    valueA: text('value_a'),
    error: text('error'),
  }
}
