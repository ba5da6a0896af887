import { PaymentError, paymentMessage } from './payment-provider.ts'

/** One bKash answer: the HTTP status and the JSON body (an empty object when it was not JSON). */
export type BkashAnswer = { httpStatus: number; body: Record<string, unknown> }

export type FetchFn = typeof globalThis.fetch

/**
 * POSTs JSON as bKash wants it. A timeout or a failed connection throws PaymentError TIMEOUT or
 * UNREACHABLE: the caller cannot know whether bKash acted on the request.
 */
export async function postJson(
  fetch: FetchFn,
  url: string,
  body: object,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<BkashAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    return { httpStatus: response.status, body: jsonObjectOf(text) }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw timedOut
      ? new PaymentError('TIMEOUT', 'bKash did not answer in time')
      : new PaymentError('UNREACHABLE', 'bKash could not be reached')
  }
}

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
