import { capitalizeFirst } from '@mela/shared/validation'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDatabaseUnreachable } from './db-errors.ts'
import { AppError, NOT_FOUND_TEXT, SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from './errors.ts'

type ValidationIssue = { instancePath: string; message?: string }

// Fastify's own client errors (body too large, wrong content type…) keep their status, with a code and plain words.
const CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'The request length does not match its content',
  },
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
const BAD_INPUT = 'A value in the request is out of range'

/** Field errors keyed by the payload's own field names: the first message per field, capitalised. */
function toFieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'message'
    fields[field] ??= capitalizeFirst(issue.message ?? 'Value is invalid')
  }
  return fields
}

function sqlStateOf(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as typeof current
  }
  return undefined
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A 5xx AppError with a cause (bKash unreachable, mail down) answers in plain words; the cause
    // is for us. One without a cause (a busy ticket row) is expected and needs no log.
    if (error.status >= 500 && error.cause) request.log.error({ err: error.cause }, error.message)
    // Field errors keep API.md's `{ Field: message }`; only a body with a message carries the code.
    return reply.code(error.status).send(error.fields ?? { code: error.code, message: error.message })
  }
  // A malformed ID in the path names nothing that exists: the same 404 as an unknown one.
  if (error.validation && error.validationContext === 'params') {
    return reply.code(404).send({ code: 'NOT_FOUND', message: NOT_FOUND_TEXT })
  }
  if (error.validation) {
    return reply.code(400).send(toFieldErrors(error.validation as ValidationIssue[]))
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const known = CLIENT_ERRORS[error.code]
    return reply.code(status).send({
      code: known?.code ?? CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
      message: known?.message ?? capitalizeFirst(error.message),
    })
  }
  if (isDatabaseUnreachable(error)) {
    request.log.error({ err: error }, 'database unreachable')
    return reply.code(503).send({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE })
  }
  if (BAD_INPUT_SQLSTATES.test(sqlStateOf(error) ?? '')) {
    request.log.warn({ err: error }, 'the database refused a value the schemas let through')
    return reply.code(400).send({ code: 'BAD_REQUEST', message: BAD_INPUT })
  }
  request.log.error({ err: error }, 'unexpected error')
  return reply.code(500).send({ code: 'INTERNAL', message: SOMETHING_WENT_WRONG, RequestID: request.id })
}

/** Installs the one error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError)
}

/** The JSON 404 of an unknown API path, in the same shape as every other error. */
export function sendUnknownApiPath(reply: FastifyReply) {
  return reply.code(404).send({ code: 'NOT_FOUND', message: NOT_FOUND_TEXT })
}
