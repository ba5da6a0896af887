import { capitalizeFirst } from '@mela/shared/validation'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, SOMETHING_WENT_WRONG } from './errors.ts'

type ValidationIssue = { instancePath: string; message?: string }

// Fastify's own client errors (body too large, wrong content type…) keep their status with a plain message.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its content',
}

/** Field errors keyed by the payload's own field names: the first message per field, capitalised. */
function toFieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'message'
    fields[field] ??= capitalizeFirst(issue.message ?? 'Value is invalid')
  }
  return fields
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A 5xx AppError with a cause (bKash unreachable, mail down) answers in plain words; the cause
    // is for us. One without a cause (a busy ticket row) is expected and needs no log.
    if (error.status >= 500 && error.cause) request.log.error({ err: error.cause }, error.message)
    return reply.code(error.status).send(error.fields ?? { message: error.message })
  }
  if (error.validation) {
    return reply.code(400).send(toFieldErrors(error.validation as ValidationIssue[]))
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message = CLIENT_ERROR_MESSAGES[error.code] ?? capitalizeFirst(error.message)
    return reply.code(status).send({ message })
  }
  request.log.error({ err: error }, 'unexpected error')
  return reply.code(500).send({ message: SOMETHING_WENT_WRONG, RequestID: request.id })
}

/** Installs the one error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError)
}
