import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FieldErrors } from './errors.ts'

const NUL = '\u0000'

// The path of the first string holding a NUL character, as field errors name it ('Buyer.FirstName').
function pathOfNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined
  if (depth > 32 || value === null || typeof value !== 'object') return undefined
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')]
    const found = pathOfNul(inner, [...path, key], depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * PostgreSQL cannot store a NUL character in text, so one anywhere in a request (body, query or path) is refused
 * here, for every route at once, with a field error, before any schema or query sees it.
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const path = pathOfNul(part)
    if (path) throw FieldErrors({ [path.join('.') || 'message']: 'FORBIDDEN_CHARACTER' })
  }
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH'])

/**
 * A POST, PUT or PATCH sent with no body, or with a JSON content type and nothing (or only spaces) in it, is
 * read as `{}`, for every route at once: an action whose fields are all optional (`curl -X POST …/ban`)
 * then needs no body, and one with required fields names them instead of answering "expected object".
 * A JSON `null` is what the client sent, and stays a 400.
 */
export function readMissingBodiesAsEmpty(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (text.trim() === '') return done(null, undefined)
    return json(request, text, done)
  })
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && WITH_BODY.has(request.method)) request.body = {}
  })
}
