import type { LoginAnswer, ResetPasswordInput } from '@mela/shared/identity'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { users } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { revokeOtherSessions } from '../../lib/sessions.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import { linkMail, otpSms } from '../messages/templates.ts'
import { checkOtp, consumeLinkToken, issueLinkToken, issueOtp } from './one-time-codes.ts'
import { findUserById, type IdentityContext, setPassword, signIn } from './user.service.ts'

/** Mails a reset link when the address belongs to an account; callers answer the same either way. */
export async function requestResetByEmail(ctx: IdentityContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  if (!user?.email || user.bannedAt) return
  const token = await issueLinkToken(ctx.db, user.id, 'reset-password', ctx.now)
  const link = inLanguage(
    `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    user.language,
  )
  await queueEmail(
    ctx.db,
    linkMail('reset-password', user.language, user.email, { name: user.firstName, link }),
  )
}

/** Texts a 6-digit code when the phone belongs to an account; callers answer the same either way. */
export async function requestResetByPhone(ctx: IdentityContext, phone: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.bannedAt)))
    .orderBy(users.createdAt)
    .limit(1)
  if (!user) return
  const code = await issueOtp(ctx.db, user.id, phone, ctx.now)
  await queueSms(ctx.db, { to: phone, text: otpSms(user.language, code) })
}

/** Exchanges a right OTP for a single-use reset token (the `Token` of PATCH /auth/reset-password). */
export async function exchangeOtp(ctx: IdentityContext, phone: string, otp: string): Promise<string> {
  const result = await checkOtp(ctx.db, phone, otp, ctx.now)
  if (!result.ok) {
    throw FieldErrors({ OTP: result.reason === 'exhausted' ? 'OTP_EXHAUSTED' : 'WRONG_CODE' })
  }
  return issueLinkToken(ctx.db, result.code.userId, 'reset-password', ctx.now)
}

/** Sets a new password from a reset token (mail link or OTP exchange) and signs the user in. */
export async function resetPassword(ctx: IdentityContext, input: ResetPasswordInput): Promise<LoginAnswer> {
  const code = await consumeLinkToken(ctx.db, 'reset-password', input.Token, ctx.now)
  if (!code) throw FieldErrors({ Token: 'INVALID_TOKEN' })
  const user = await findUserById(ctx.db, code.userId)
  if (!user || user.bannedAt) throw fail('BANNED', 403)
  await setPassword(ctx.db, user.id, input.Password, ctx.now)
  if (input.LogOutOtherDevices) await revokeOtherSessions(ctx.db, user.id)
  return signIn(ctx, user)
}
