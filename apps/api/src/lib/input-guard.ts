import { FORBIDDEN_CHARACTER } from '@mela/shared/validation'
import type { FastifyRequest } from 'fastify'
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
    if (path) throw FieldErrors({ [path.join('.') || 'message']: FORBIDDEN_CHARACTER })
  }
}
