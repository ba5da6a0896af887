import http from 'node:http'
import https from 'node:https'
import { PaymentError, paymentMessage } from './payment-provider.ts'

/** One bKash answer: the HTTP status and the JSON body (an empty object when it was not JSON). */
export type BkashAnswer = { httpStatus: number; body: Record<string, unknown> }

/** Told of every request before it goes (tests count the calls a flow makes). */
export type RequestObserver = (url: string) => void

// Connections to bKash stay open between requests, as a busy shop's would.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }

/**
 * POSTs JSON as bKash wants it, headers and body in one write (a payment is created per hold, on the
 * flash sale's hot path). A timeout or a failed connection throws PaymentError TIMEOUT or UNREACHABLE:
 * the caller cannot know whether bKash acted on the request.
 */
export function postJson(
  url: string,
  body: object,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<BkashAnswer> {
  const target = new URL(url)
  const payload = Buffer.from(JSON.stringify(body))
  const secure = target.protocol === 'https:'
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      target,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': payload.length,
          ...headers,
        },
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
      reject(new PaymentError('TIMEOUT', 'bKash did not answer in time'))
      request.destroy()
    }, timeoutMs)
    request.on('error', () => {
      clearTimeout(deadline)
      reject(unreachable())
    })
    request.end(payload)
  })
}

const unreachable = () => new PaymentError('UNREACHABLE', 'bKash could not be reached')

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

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** bKash's status code from either envelope: `statusCode` or `errorCode`. */
export const codeOf = (answer: BkashAnswer) => text(answer.body.statusCode) ?? text(answer.body.errorCode)

/** True when bKash's API gateway, not bKash, answered: a non-200 or a bare `{ message }` body. */
export const isGatewayAnswer = (answer: BkashAnswer) =>
  answer.httpStatus !== 200 || (codeOf(answer) === undefined && text(answer.body.message) !== undefined)

/** A PaymentError for an answer that is not a success, in the buyer's words where we have them. */
export function refusal(answer: BkashAnswer): PaymentError {
  const code = codeOf(answer) ?? `HTTP_${answer.httpStatus}`
  const message =
    text(answer.body.statusMessage) ?? text(answer.body.errorMessage) ?? text(answer.body.message)
  return new PaymentError(code, paymentMessage(code, message))
}

/** A string field of a bKash body, or undefined. */
export const field = (answer: BkashAnswer, name: string) => text(answer.body[name])
