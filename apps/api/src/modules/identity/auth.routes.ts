import {
  LoginAnswer,
  LoginInput,
  RegisterInput,
  ResetByEmailInput,
  ResetByPhoneInput,
  ResetPasswordInput,
  TokenInput,
  User,
  VerifyOtpInput,
} from '@mela/shared/identity'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { codedBody } from '../../lib/error-handler.ts'
import { enforceLimits, limitedAddress, takeAttempt } from '../../lib/rate-limit.ts'
import { CodedMessage } from '../../lib/route-schemas.ts'
import { revokeSession } from '../../lib/sessions.ts'
import { sendEmailVerification, verifyEmail } from './email-verification.service.ts'
import { identityContext } from './identity-context.ts'
import {
  exchangeOtp,
  requestResetByEmail,
  requestResetByPhone,
  resetPassword,
} from './password-reset.service.ts'
import {
  loginFailureLimits,
  otpVerifyLimits,
  registerLimits,
  resetByEmailLimits,
  resetByPhoneLimits,
} from './rate-limits.ts'
import { findUserByLogin, registerUser, signIn, toUser, verifyCredentials } from './user.service.ts'

const tags = ['auth']

/** Sign-up, sign-in, sign-out, password reset and e-mail verification (product §3, §4, §7). */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/auth/register',
    { schema: { tags, body: RegisterInput, response: { 200: User } } },
    async (request) => {
      await enforceLimits(db, registerLimits(limitedAddress(request)))
      const ctx = identityContext(request)
      const user = await registerUser(ctx, request.body)
      await sendEmailVerification(ctx, user)
      return toUser(user)
    },
  )

  api.post(
    '/auth/login',
    { schema: { tags, body: LoginInput, response: { 200: LoginAnswer } } },
    async (request) => {
      const account = await findUserByLogin(db, request.body.Username)
      // Counted before the password is checked, and per account whichever name (username or e-mail) is typed.
      const giveBack = await takeAttempt(
        db,
        loginFailureLimits(limitedAddress(request), account?.id ?? request.body.Username),
      )
      const ctx = identityContext(request)
      const user = await verifyCredentials(ctx, request.body.Username, request.body.Password)
      // Only failures stay counted: a person who types the right password is never slowed down.
      await giveBack()
      return signIn(ctx, user)
    },
  )

  api.post('/auth/logout', { schema: { security: signedIn, tags } }, async (request, reply) => {
    const user = requireUser(request)
    await revokeSession(db, user.sessionId)
    return reply.code(204).send()
  })

  api.post(
    '/auth/reset-password/email',
    { schema: { tags, body: ResetByEmailInput, response: { 200: CodedMessage, 503: CodedMessage } } },
    async (request, reply) => {
      await enforceLimits(db, resetByEmailLimits(limitedAddress(request), request.body.Email))
      // Checked for every address, known or not, so the answer never tells which addresses exist.
      if (!(await app.mail.isAvailable())) return reply.code(503).send(codedBody('RESET_EMAIL_FAILED'))
      await requestResetByEmail(identityContext(request), request.body.Email)
      return codedBody('RESET_EMAIL_SENT')
    },
  )

  api.post(
    '/auth/reset-password/phone',
    { schema: { tags, body: ResetByPhoneInput, response: { 200: CodedMessage } } },
    async (request) => {
      await enforceLimits(db, resetByPhoneLimits(limitedAddress(request), request.body.PhoneNumber))
      await requestResetByPhone(identityContext(request), request.body.PhoneNumber)
      return codedBody('RESET_PHONE_SENT')
    },
  )

  api.post(
    '/auth/reset-password/verify/otp',
    { schema: { tags, body: VerifyOtpInput, response: { 200: z.object({ ResetToken: z.string() }) } } },
    async (request) => {
      await enforceLimits(db, otpVerifyLimits(limitedAddress(request), request.body.PhoneNumber))
      return {
        ResetToken: await exchangeOtp(identityContext(request), request.body.PhoneNumber, request.body.OTP),
      }
    },
  )

  api.patch(
    '/auth/reset-password',
    { schema: { tags, body: ResetPasswordInput, response: { 200: LoginAnswer } } },
    async (request) => resetPassword(identityContext(request), request.body),
  )

  api.post(
    '/auth/verify-email',
    { schema: { tags, body: TokenInput, response: { 200: User } } },
    async (request) => toUser(await verifyEmail(identityContext(request), request.body.Token)),
  )

  api.post(
    '/auth/verify-email/resend',
    { schema: { security: signedIn, tags, response: { 200: CodedMessage } } },
    async (request) => {
      const user = requireUser(request)
      await enforceLimits(db, [{ key: `verify-resend:${user.id}`, max: 5, windowSeconds: 3600 }])
      await sendEmailVerification(identityContext(request), user)
      return codedBody('VERIFICATION_SENT')
    },
  )
}
