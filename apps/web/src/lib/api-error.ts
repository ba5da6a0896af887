/** SPEC §8's fixed texts, keyed as in the `errors` section of the locale files. */
export const API_ERROR_TEXTS = {
  somethingWentWrong: 'Something Went Wrong',
  notAuthorizedToSee: 'You are not authorized to see this',
  notAuthorizedToDo: 'You are not authorized to do this',
  tooManyRequests: 'Too many requests. Please try again later.',
  serviceUnavailable: 'Service unavailable. Please try again later.',
} as const

export type ApiErrorKey = keyof typeof API_ERROR_TEXTS
export type FieldErrors = Record<string, string>

/**
 * A request that did not succeed. `message` is the server's own text, or one of ours when
 * `messageKey` is set (then the UI shows its translation). Field errors belong beside form fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly requestId: string,
    readonly fieldErrors?: FieldErrors,
    readonly messageKey?: ApiErrorKey,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

function fixed(status: number, key: ApiErrorKey, requestId: string) {
  return new ApiError(status, API_ERROR_TEXTS[key], requestId, undefined, key)
}

// The server words its own 500 and 429 answers like ours; knowing the key lets the UI translate them.
function withKnownKey(status: number, message: string, requestId: string) {
  const key = (Object.keys(API_ERROR_TEXTS) as ApiErrorKey[]).find((k) => API_ERROR_TEXTS[k] === message)
  return key ? fixed(status, key, requestId) : new ApiError(status, message, requestId)
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined
  }
  return undefined
}

function fieldErrorsOf(body: unknown): FieldErrors {
  const fields: FieldErrors = {}
  if (body && typeof body === 'object') {
    for (const [field, value] of Object.entries(body)) {
      if (typeof value === 'string') fields[field] = value
    }
  }
  return fields
}

/** Maps a non-2xx answer to an ApiError as SPEC §8 describes (status 0: no answer at all). */
export function toApiError(status: number, body: unknown, method: string, requestId: string): ApiError {
  const message = messageOf(body)
  if (status === 400) {
    if (message) return withKnownKey(status, message, requestId)
    const fields = fieldErrorsOf(body)
    const first = Object.values(fields)[0]
    if (!first) return fixed(status, 'somethingWentWrong', requestId)
    return new ApiError(status, first, requestId, fields)
  }
  if (status === 401) {
    return fixed(status, method === 'GET' ? 'notAuthorizedToSee' : 'notAuthorizedToDo', requestId)
  }
  if (status === 429) return fixed(status, 'tooManyRequests', requestId)
  if (status === 503) return fixed(status, 'serviceUnavailable', requestId)
  if (message && status !== 0) return withKnownKey(status, message, requestId)
  return fixed(status, 'somethingWentWrong', requestId)
}
