import http from 'node:http'
import https from 'node:https'
import { maskedUrl } from '../../lib/log-lines.ts'
import type { RequestObserver } from './bkash-http.ts'
import { PaymentError } from './payment-provider.ts'
import type { SslcommerzPayment } from './sslcommerz-client.ts'

/** One SSLCommerz answer: the HTTP status and the JSON body (an empty object when it was not JSON). */
export type SslcommerzAnswer = { httpStatus: number; body: Record<string, unknown> }

// Connections to the gateway stay open between requests, as with bKash (bkash-http.ts).
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }

/**
 * GETs (the validator APIs: parameters in the query string) or POSTs a urlencoded form (session
 * creation) to SSLCommerz and reads the JSON it answers, whatever its content type says. A timeout or
 * a failed connection throws PaymentError TIMEOUT or UNREACHABLE: the gateway may have acted on it.
 */
export function askSslcommerz(
  url: string,
  form: Record<string, string> | undefined,
  timeoutMs: number,
  onRequest?: RequestObserver,
): Promise<SslcommerzAnswer> {
  onRequest?.(maskedUrl(url))
  const target = new URL(url)
  const payload = form ? Buffer.from(new URLSearchParams(form).toString()) : undefined
  const secure = target.protocol === 'https:'
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      target,
      {
        method: payload ? 'POST' : 'GET',
        agent: secure ? agents.https : agents.http,
        headers: payload
          ? {
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': payload.length,
              accept: 'application/json',
            }
          : { accept: 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', () => reject(unreachable()))
        response.on('end', () => {
          clearTimeout(deadline)
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ httpStatus: response.statusCode ?? 0, body: jsonObjectOf(text) })
        })
      },
    )
    const deadline = setTimeout(() => {
      reject(new PaymentError('TIMEOUT', 'SSLCommerz did not answer in time'))
      request.destroy()
    }, timeoutMs)
    // Never the URL in the message: it holds the store password.
    request.on('error', () => {
      clearTimeout(deadline)
      reject(unreachable())
    })
    request.end(payload)
  })
}

const unreachable = () => new PaymentError('UNREACHABLE', 'SSLCommerz could not be reached')

function jsonObjectOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
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
