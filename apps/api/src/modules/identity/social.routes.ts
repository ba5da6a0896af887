import { GoogleRegisterInput, LoginAnswer, TokenInput } from '@mela/shared/identity'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { enforceLimits, limitedAddress } from '../../lib/rate-limit.ts'
import { identityContext } from './identity-context.ts'
import { socialLoginLimits } from './rate-limits.ts'
import { registerWithGoogle, signInWithFacebook, signInWithGoogle } from './social-sign-in.service.ts'

const tags = ['auth']

/** Sign-in with Google and Facebook, creating the account on first visit (product §3, §4, §7). */
export async function socialRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/auth/login/google',
    { schema: { tags, body: TokenInput, response: { 200: LoginAnswer } } },
    async (request) => {
      await enforceLimits(db, socialLoginLimits(limitedAddress(request)))
      return signInWithGoogle(identityContext(request), request.body.Token)
    },
  )

  api.post(
    '/auth/register/google',
    { schema: { tags, body: GoogleRegisterInput, response: { 200: LoginAnswer } } },
    async (request) => {
      await enforceLimits(db, socialLoginLimits(limitedAddress(request)))
      return registerWithGoogle(identityContext(request), request.body)
    },
  )

  api.post(
    '/auth/login/facebook',
    { schema: { tags, body: TokenInput, response: { 200: LoginAnswer } } },
    async (request) => {
      await enforceLimits(db, socialLoginLimits(limitedAddress(request)))
      return signInWithFacebook(identityContext(request), request.body.Token)
    },
  )
}
