import { hasForbiddenCharacter } from '@mela/shared/validation'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FieldErrors } from './errors.ts'

// A key named in a field error without its forbidden characters, so the answer is well-formed JSON text.
const shown = (key: string) => [...key].filter((character) => !hasForbiddenCharacter(character)).join('')

// The path of the first string (or key) holding a forbidden character, as field errors name it ('Buyer.FirstName').
function pathOfForbidden(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : undefined
  if (depth > 32 || value === null || typeof value !== 'object') return undefined
  for (const [key, inner] of Object.entries(value)) {
    if (hasForbiddenCharacter(key)) return [...path, shown(key)]
    const found = pathOfForbidden(inner, [...path, key], depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * Text PostgreSQL cannot keep (a NUL, a lone surrogate: `hasForbiddenCharacter`) anywhere in a request (body as
 * the JSON parser decoded it, query or path, values and keys) is refused here, for every route at once, with a
 * field error, before any schema or query sees it: a lone surrogate that reached the batched hold statement
 * would fail the batch, and every buyer in it would wait for their hold to be asked again alone.
 */
export async function refuseForbiddenCharacters(request: FastifyRequest) {
  const parts = plainJsonBodies.has(request)
    ? [request.params, request.query]
    : [request.params, request.query, request.body]
  for (const part of parts) {
    const path = pathOfForbidden(part)
    if (path) throw FieldErrors({ [path.join('.') || 'message']: 'FORBIDDEN_CHARACTER' })
  }
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH'])

/**
 * Requests whose JSON body has no `\u` escape: JSON cannot carry a raw NUL (a control character is invalid
 * in its strings) nor a lone surrogate (the bytes arrive as UTF-8), so only an escape brings one in, and a
 * body without any needs no walk (the buyer's hold is on the hot path: bench:hold).
 */
const plainJsonBodies = new WeakSet<FastifyRequest>()

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
    if (!text.includes('\\u')) plainJsonBodies.add(request)
    return json(request, text, done)
  })
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && WITH_BODY.has(request.method)) request.body = {}
  })
}
