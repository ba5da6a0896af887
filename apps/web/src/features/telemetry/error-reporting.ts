import { ApiError } from '../../lib/api-error.ts'

export type ErrorReportBody = { Message: string; Stack?: string; URL: string }
type Post = (body: ErrorReportBody) => Promise<unknown>

// One page stuck in a loop must not send hundreds: each message once, and a few in all, per page load.
const REPORTS_PER_PAGE = 10
const MESSAGE_MAX = 1000
const STACK_MAX = 16_000

/**
 * product §8: a plain trusted event (an `Event` that is not an Error, such as an image that failed to load)
 * is not a bug in our code and is not reported.
 */
export const isPlainTrustedEvent = (value: unknown) =>
  typeof Event !== 'undefined' && value instanceof Event && !(value instanceof Error)

/** What to send for an uncaught error or rejection, or null when it is not ours to report. */
export function errorReportOf(reason: unknown, url: string): ErrorReportBody | null {
  if (reason == null || isPlainTrustedEvent(reason)) return null
  // A request that failed is the server's story: its 5xx are reported there, with the request ID.
  if (reason instanceof ApiError) return null
  const error = reason instanceof Error ? reason : undefined
  const message = error
    ? `${error.name}: ${error.message}`
    : typeof reason === 'string'
      ? reason
      : safeText(reason)
  if (!message.trim()) return null
  return {
    Message: message.slice(0, MESSAGE_MAX),
    ...(error?.stack ? { Stack: error.stack.slice(0, STACK_MAX) } : {}),
    URL: url.slice(0, 2000),
  }
}

function safeText(value: unknown): string {
  try {
    return `Non-error thrown: ${JSON.stringify(value)}`
  } catch {
    return 'Non-error thrown'
  }
}

/**
 * Reports uncaught errors and unhandled rejections of this page through `post` (POST /error-report). Answers
 * a function that removes the listeners.
 */
export function installErrorReporting(post: Post, target: Window = window) {
  const sent = new Set<string>()
  const report = (reason: unknown) => {
    const body = errorReportOf(reason, target.location.href)
    if (!body || sent.has(body.Message) || sent.size >= REPORTS_PER_PAGE) return
    sent.add(body.Message)
    // A report that fails is dropped: reporting it would loop.
    post(body).catch(() => {})
  }
  const onError = (event: Event) => {
    // A script error is an ErrorEvent carrying the error; anything else reaching here is a plain event.
    if (typeof ErrorEvent !== 'undefined' && event instanceof ErrorEvent)
      report(event.error ?? (event.message ? new Error(event.message) : null))
  }
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
