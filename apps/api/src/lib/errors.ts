import { type Coded, type ErrorCode, type ErrorParams, errorText } from '@mela/shared/error-codes'

/** A field's error: a catalog code, or a code with its parameters (typed: words cannot be passed). */
export type FieldError = ErrorCode | Coded

/**
 * An expected failure with a stable code and the catalog's words for it. The error handler turns it into
 * `{ code, message, params? }`, or into `{ Field: message, $codes: { Field: { code, params? } } }` when it
 * carries field errors (docs/decisions/error-codes.md). Made only here, through `fail` and the helpers.
 */
export class AppError extends Error {
  readonly fields?: Record<string, string>
  readonly fieldCodes?: Record<string, Coded>

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly params?: ErrorParams,
    options: { fields?: Record<string, FieldError>; cause?: unknown } = {},
  ) {
    super(errorText(code, params), { cause: options.cause })
    this.name = 'AppError'
    if (options.fields) [this.fields, this.fieldCodes] = splitFields(options.fields)
  }
}

function splitFields(fields: Record<string, FieldError>): [Record<string, string>, Record<string, Coded>] {
  const messages: Record<string, string> = {}
  const codes: Record<string, Coded> = {}
  for (const [field, error] of Object.entries(fields)) {
    const coded = typeof error === 'string' ? { code: error } : error
    messages[field] = errorText(coded.code, coded.params)
    codes[field] = coded
  }
  return [messages, codes]
}

/** An AppError worded by the catalog: the code's text with its parameters filled in. */
export const fail = (code: ErrorCode, status: number, params?: ErrorParams, cause?: unknown) =>
  new AppError(code, status, params, { cause })

// Each helper takes a catalog code (typed: words cannot be passed) and its parameters.
const helper =
  (generic: ErrorCode, status: number) =>
  (code: ErrorCode = generic, params?: ErrorParams) =>
    fail(code, status, params)

export const NotFound = helper('NOT_FOUND', 404)
export const Unauthorized = helper('UNAUTHORIZED', 401)
export const Forbidden = helper('FORBIDDEN', 403)
// A conflict always says what conflicts: there is no general CONFLICT text.
export const Conflict = (code: ErrorCode, params?: ErrorParams) => fail(code, 409, params)
/** A 400 with one error per field, each a code (`{ Price: 'MAX_VALUE' }` or `{ Price: { code, params } }`). */
export const FieldErrors = (fields: Record<string, FieldError>) =>
  new AppError('VALIDATION', 400, undefined, { fields })
