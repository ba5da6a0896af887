import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail, Unauthorized } from './errors.ts'
import { type SessionUser, userOfToken } from './sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | undefined
    sessionToken: string | undefined
  }
}

/**
 * OpenAPI security of a route that needs a signed-in user. Declared in the route's schema, it both documents the
 * headers and makes the server refuse anonymous callers before validation or any lookup.
 */
export const signedIn = [{ Token: [], Username: [] }]

// product §8: the same 401 reads differently for looking and for doing.
export const unauthorizedFor = (request: FastifyRequest) =>
  Unauthorized(request.method === 'GET' ? 'UNAUTHORIZED_TO_SEE' : 'UNAUTHORIZED')

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim()
  if (!header) return undefined
  return header.replace(/^Bearer\s+/i, '') || undefined
}

function usernameHeaderOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-username']
  if (typeof header !== 'string' || header === '') return undefined
  try {
    return decodeURIComponent(header)
  } catch {
    return header
  }
}

/**
 * Reads `Authorization` (and `X-Username`, which must name the token's user when sent) on every API
 * request. A bad token is not refused here: public routes ignore it; `requireUser` refuses.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('user', undefined)
  app.decorateRequest('sessionToken', undefined)
  // onRequest, so that everything after (validation, lookups) may already know who asks.
  app.addHook('onRequest', async (request) => {
    // Only the API knows users; the bKash sandbox's calls carry bKash's own token, not a session.
    if (!request.url.startsWith('/api/')) return
    const token = tokenOf(request)
    if (!token) return
    const user = await userOfToken(app.database.db, token, { days: app.config.sessionDays })
    const claimed = usernameHeaderOf(request)
    if (!user || (claimed && claimed.toLowerCase() !== user.username.toLowerCase())) return
    request.user = user
    request.sessionToken = token
  })
  // A route declaring `signedIn` refuses an anonymous caller before its payload is validated or anything is
  // looked up: the caller learns neither what the payload should be nor whether the ID exists.
  app.addHook('preValidation', async (request) => {
    const security = request.routeOptions.schema?.security
    // An empty requirement ({}) among the alternatives means anonymous callers are welcome too.
    const required = security?.length && security.every((option) => Object.keys(option).length > 0)
    if (required && !request.user) throw unauthorizedFor(request)
  })
}

/**
 * The signed-in user when they hold a real account: a guest (the session made for an anonymous buyer) may see
 * their own purchases but never upload media, create an organization or performer, or reach organizer calls.
 */
export function requireAccountHolder(request: FastifyRequest): SessionUser {
  const user = requireUser(request)
  if (user.kind === 'guest') throw fail('GUEST_NOT_ALLOWED', 403)
  return user
}

/** The signed-in user, or a 401 in the product’s words. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorizedFor(request)
  return request.user
}
