import { PasswordChangeInput, ProfileInput, User } from '@mela/shared/identity'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { takeAttempt } from '../../lib/rate-limit.ts'
import { sendEmailVerification } from './email-verification.service.ts'
import { identityContext } from './identity-context.ts'
import { passwordChangeLimits } from './rate-limits.ts'
import { changePassword, toUser, updateProfile } from './user.service.ts'

const tags = ['user']

/** The signed-in user's own account: read it, edit the profile, change the password. */
export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get('/user/me', { schema: { security: signedIn, tags, response: { 200: User } } }, async (request) =>
    toUser(requireUser(request)),
  )

  api.put(
    '/user/me',
    { schema: { security: signedIn, tags, body: ProfileInput, response: { 200: User } } },
    async (request) => {
      const ctx = identityContext(request)
      const user = await updateProfile(ctx, requireUser(request), request.body)
      await sendEmailVerification(ctx, user)
      return toUser(user)
    },
  )

  api.patch(
    '/user/me/password',
    { schema: { security: signedIn, tags, body: PasswordChangeInput } },
    async (request, reply) => {
      const user = requireUser(request)
      const giveBack = await takeAttempt(request.server.database.db, passwordChangeLimits(user.id))
      await changePassword(identityContext(request), user, request.body)
      await giveBack()
      return reply.code(204).send()
    },
  )
}
