import { type Coded, type ErrorCode, errorText } from '@mela/shared/error-codes'
import { capitalizeFirst, fieldCodes } from '@mela/shared/validation'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDatabaseUnreachable } from './db-errors.ts'
import { AppError } from './errors.ts'

type ValidationIssue = { instancePath: string; message?: string }

// Fastify's own client errors (body too large, wrong content type…) keep their status, with a code and plain words.
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'LENGTH_MISMATCH',
}
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

// SQLSTATEs that only bad input causes (a value out of its column's range, text the database refuses): a safety
// net behind the shared schemas, which should have refused the value with a field message already.
const BAD_INPUT_SQLSTATES = /^(22003|22P02|22021|22007|22008|22001|22023|2201[0-9A-Z])$/

/** Field errors keyed by the payload's own field names: the first message per field, capitalised. */
function toFieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'message'
    fields[field] ??= capitalizeFirst(issue.message ?? 'Value is invalid')
  }
  return fields
}

/** The key of a field-error body that carries each field's code (docs/decisions/error-codes.md). */
export const FIELD_CODES_KEY = '$codes'

/** docs/product.md §7's `{ Field: message }`, plus one non-field key with each field's code and parameters. */
export function fieldErrorBody(
  fields: Record<string, string>,
  codes: Record<string, Coded> = fieldCodes(fields),
) {
  return { ...fields, [FIELD_CODES_KEY]: codes }
}

/** `{ code, message }` in the catalog's words, with `params` when the words have any. */
export function codedBody(code: ErrorCode, params?: Record<string, string | number>) {
  return { code, message: errorText(code, params), ...(params ? { params } : {}) }
}

const LOCK_NOT_AVAILABLE = '55P03'
// lock_not_available, deadlock_detected, serialization_failure.
const TRY_AGAIN_SQLSTATES = new Set([LOCK_NOT_AVAILABLE, '40P01', '40001'])

function sqlStateOf(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as typeof current
  }
  return undefined
}

/** What keeps a 5xx for the superuser's errors page and Sentry (telemetry's, handed in by app.ts). */
type ReportServerError = (request: FastifyRequest, error: unknown) => void

function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  reportServerError: ReportServerError,
) {
  if (error instanceof AppError) {
    // A 5xx AppError with a cause (bKash unreachable, mail down) answers in plain words; the cause
    // is for us. One without a cause (a busy ticket row) is expected and needs no log.
    if (error.status >= 500 && error.cause) {
      request.log.error({ err: error.cause }, error.message)
      reportServerError(request, error)
    }
    // Field errors keep docs/product.md §7's `{ Field: message }` with their codes beside; a message carries its code.
    if (error.fields) return reply.code(error.status).send(fieldErrorBody(error.fields, error.fieldCodes))
    const params = error.params ? { params: error.params } : {}
    return reply.code(error.status).send({ code: error.code, message: error.message, ...params })
  }
  // A malformed ID in the path names nothing that exists: the same 404 as an unknown one.
  if (error.validation && error.validationContext === 'params') {
    return reply.code(404).send(codedBody('NOT_FOUND'))
  }
  if (error.validation) {
    return reply.code(400).send(fieldErrorBody(toFieldErrors(error.validation as ValidationIssue[])))
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const known = CLIENT_ERRORS[error.code]
    if (known) return reply.code(status).send(codedBody(known))
    // Fastify's own words for the rest (a 414, a 405…): a general code by status, and the server's text.
    return reply.code(status).send({
      code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
      message: capitalizeFirst(error.message),
    })
  }
  // A row another transaction holds past the bounded wait (lock_timeout, set for the whole transaction where a
  // hold or a money change begins), or a deadlock PostgreSQL broke by rolling this transaction back: nothing was
  // done, and the same request again goes through, so "busy, try again" (the deadlocks are logged to be fixed).
  const state = sqlStateOf(error)
  if (state && TRY_AGAIN_SQLSTATES.has(state)) {
    request.log.warn({ err: error }, state === LOCK_NOT_AVAILABLE ? 'gave up waiting for a lock' : 'deadlock')
    return reply.code(503).header('Retry-After', '2').send(codedBody('BUSY'))
  }
  if (isDatabaseUnreachable(error)) {
    request.log.error({ err: error }, 'database unreachable')
    reportServerError(request, error)
    // A failover or restart takes seconds: clients and the load balancer are told when to try again.
    return reply.code(503).header('Retry-After', '5').send(codedBody('SERVICE_UNAVAILABLE'))
  }
  if (BAD_INPUT_SQLSTATES.test(sqlStateOf(error) ?? '')) {
    request.log.warn({ err: error }, 'the database refused a value the schemas let through')
    return reply.code(400).send(codedBody('OUT_OF_RANGE'))
  }
  request.log.error({ err: error }, 'unexpected error')
  // Kept for the superuser's errors page, and sent to Sentry when SENTRY_DSN is set.
  reportServerError(request, error)
  return reply.code(500).send({ ...codedBody('INTERNAL'), RequestID: request.id })
}

/** Installs the one error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandling(app: FastifyInstance, reportServerError: ReportServerError) {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    handleError(error, request, reply, reportServerError),
  )
}

/** The JSON 404 of an unknown API path, in the same shape as every other error. */
export function sendUnknownApiPath(reply: FastifyReply) {
  return reply.code(404).send(codedBody('NOT_FOUND'))
}
