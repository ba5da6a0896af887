import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.ts'
import { FieldErrors } from '../../lib/errors.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { queueEmail } from '../messages/message-jobs.ts'
import { linkMail } from '../messages/templates.ts'
import { consumeLinkToken, issueLinkToken } from './one-time-codes.ts'
import type { IdentityContext, UserRow } from './user.service.ts'

/** Sends a link to /verify-email?token=… when the user has an unconfirmed address; else does nothing. */
export async function sendEmailVerification(ctx: IdentityContext, user: UserRow) {
  if (!user.email || user.emailVerifiedAt) return
  const token = await issueLinkToken(ctx.db, user.id, 'verify-email', ctx.now)
  const link = inLanguage(
    `${ctx.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
    user.language,
  )
  await queueEmail(
    ctx.db,
    linkMail('verify-email', user.language, user.email, { name: user.firstName, link }),
  )
}

/** Confirms the address a verification link was sent to; a bad or used link is a field error under Token. */
export async function verifyEmail(ctx: IdentityContext, token: string): Promise<UserRow> {
  const code = await consumeLinkToken(ctx.db, 'verify-email', token, ctx.now)
  if (!code) throw FieldErrors({ Token: 'INVALID_TOKEN' })
  const [user] = await ctx.db
    .update(users)
    .set({ emailVerifiedAt: ctx.now ?? new Date() })
    .where(eq(users.id, code.userId))
    .returning()
  if (!user) throw FieldErrors({ Token: 'INVALID_TOKEN' })
  return user
}
