import {
  type Coded,
  type ErrorCode,
  type ErrorParams,
  errorText,
  isErrorCode,
  said,
} from '@mela/shared/error-codes'

export type FieldErrors = Record<string, string>

/**
 * A request that did not succeed, with the server's `code` (and `params`) for the UI to translate; `message`
 * is the server's own words, shown only when the code is one the UI does not know. A 400's field errors keep
 * their messages beside form fields and their codes in `fieldCodes` (the body's `$codes`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly requestId: string,
    readonly fieldErrors?: FieldErrors,
    readonly code?: string,
    readonly params?: ErrorParams,
    readonly fieldCodes?: Record<string, Coded>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

// product §8's fixed answers, worded by the catalog when the server sent none of its own.
function fixed(status: number, code: ErrorCode, requestId: string) {
  return new ApiError(status, errorText(code), requestId, undefined, code)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function messageOf(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' ? body.message || undefined : undefined
}

function paramsOf(value: unknown): ErrorParams | undefined {
  if (!isRecord(value)) return undefined
  const params: ErrorParams = {}
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param
  }
  return params
}

function fieldErrorsOf(body: unknown): FieldErrors {
  const fields: FieldErrors = {}
  if (isRecord(body)) {
    for (const [field, value] of Object.entries(body)) {
      if (typeof value === 'string') fields[field] = value
    }
  }
  return fields
}

/**
 * The body's `$codes`. A field's words are remembered with their code (`said`), so a form that keeps the
 * words (as forms do) still shows them by code in the interface language.
 */
function fieldCodesOf(body: unknown): Record<string, Coded> {
  const codes: Record<string, Coded> = {}
  const given = isRecord(body) && isRecord(body.$codes) ? body.$codes : {}
  for (const [field, value] of Object.entries(given)) {
    if (!isRecord(value) || !isErrorCode(value.code)) continue
    const params = paramsOf(value.params)
    codes[field] = params ? { code: value.code, params } : { code: value.code }
    said(value.code, params)
  }
  return codes
}

/** Maps a non-2xx answer to an ApiError as product §8 describes (status 0: no answer at all). */
export function toApiError(status: number, body: unknown, method: string, requestId: string): ApiError {
  const message = messageOf(body)
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined
  const params = isRecord(body) ? paramsOf(body.params) : undefined
  if (status === 400 && !message) {
    const fields = fieldErrorsOf(body)
    const first = Object.keys(fields)[0]
    if (!first) return fixed(status, 'INTERNAL', requestId)
    const codes = fieldCodesOf(body)
    const firstCode = codes[first]
    return new ApiError(
      status,
      fields[first] as string,
      requestId,
      fields,
      firstCode?.code,
      firstCode?.params,
      codes,
    )
  }
  if (status === 401)
    return fixed(status, method === 'GET' ? 'UNAUTHORIZED_TO_SEE' : 'UNAUTHORIZED', requestId)
  // A 429 or 503 says why when the server knows (too many places from one network, bKash, a busy sale);
  // otherwise the general words.
  if (status === 429 && !(message && code)) return fixed(status, 'RATE_LIMITED', requestId)
  if (status === 503 && !(message && code)) return fixed(status, 'SERVICE_UNAVAILABLE', requestId)
  if (message && status !== 0) return new ApiError(status, message, requestId, undefined, code, params)
  return fixed(status, 'INTERNAL', requestId)
}
