import { type GatewayAnswer, requestGateway } from './gateway-http.ts'
import { PaymentError, paymentMessage } from './payment-provider.ts'

/** One bKash answer: the HTTP status and the JSON body (an empty object when it was not JSON). */
export type BkashAnswer = GatewayAnswer

/** POSTs JSON as bKash wants it (gateway-http.ts: TIMEOUT or UNREACHABLE when no answer came). */
export const postJson = (url: string, body: object, headers: Record<string, string>, timeoutMs: number) =>
  requestGateway('bKash', url, { body: Buffer.from(JSON.stringify(body)), headers }, timeoutMs)

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
