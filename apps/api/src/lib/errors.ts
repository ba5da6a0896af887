import {
  type Coded,
  codeOfText,
  ERROR_TEXTS,
  type ErrorCode,
  type ErrorParams,
  errorText,
} from '@mela/shared/error-codes'

/** A field's error: words the catalog made (a fixed text or a shared check's), or a code with parameters. */
export type FieldError = string | Coded

/**
 * An expected failure with a stable code and the product’s words. The error handler turns it into
 * `{ code, message, params? }`, or into `{ Field: message, $codes: { Field: { code, params? } } }` when it
 * carries field errors (docs/decisions.md "Error codes").
 */
export class AppError extends Error {
  readonly fields?: Record<string, string>
  readonly fieldCodes?: Record<string, Coded>

  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    fields?: Record<string, FieldError>,
    cause?: unknown,
    readonly params?: ErrorParams,
  ) {
    super(message, { cause })
    this.name = 'AppError'
    if (fields) [this.fields, this.fieldCodes] = splitFields(fields)
  }
}

function splitFields(fields: Record<string, FieldError>): [Record<string, string>, Record<string, Coded>] {
  const messages: Record<string, string> = {}
  const codes: Record<string, Coded> = {}
  for (const [field, error] of Object.entries(fields)) {
    const coded = typeof error === 'string' ? codeOfText(error) : error
    messages[field] = typeof error === 'string' ? error : errorText(error.code, error.params)
    if (coded) codes[field] = coded
  }
  return [messages, codes]
}

/** An AppError worded by the catalog: the code's text with its parameters filled in. */
export const fail = (code: ErrorCode, status: number, params?: ErrorParams, cause?: unknown) =>
  new AppError(code, status, errorText(code, params), undefined, cause, params)

// Each helper takes a catalog code (typed: words cannot be passed) and its parameters.
const helper =
  (generic: ErrorCode, status: number) =>
  (code: ErrorCode = generic, params?: ErrorParams) =>
    fail(code, status, params)

export const NOT_FOUND_TEXT = ERROR_TEXTS.NOT_FOUND
export const NotFound = helper('NOT_FOUND', 404)
export const Unauthorized = helper('UNAUTHORIZED', 401)
export const Forbidden = helper('FORBIDDEN', 403)
// A conflict always says what conflicts: there is no general CONFLICT text.
export const Conflict = (code: ErrorCode, params?: ErrorParams) => fail(code, 409, params)
export const FieldErrors = (fields: Record<string, FieldError>) =>
  new AppError('VALIDATION', 400, ERROR_TEXTS.VALIDATION, fields)

export const SOMETHING_WENT_WRONG = ERROR_TEXTS.INTERNAL
export const TOO_MANY_REQUESTS = ERROR_TEXTS.RATE_LIMITED
export const SERVICE_UNAVAILABLE = ERROR_TEXTS.SERVICE_UNAVAILABLE
