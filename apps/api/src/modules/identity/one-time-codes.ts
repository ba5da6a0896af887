import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { oneTimeCodes } from '../../db/schema.ts'
import { keyedHash } from '../../lib/secrets.ts'

export type CodePurpose = (typeof oneTimeCodes.$inferInsert)['purpose']
type CodeRow = typeof oneTimeCodes.$inferSelect

export const CODE_LIFETIME_MINUTES = {
  'verify-email': 48 * 60,
  'reset-password': 60,
  'phone-otp': 10,
  'checkout-phone': 10,
} as const
export const OTP_MAX_ATTEMPTS = 5

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000)

/** Issues a link token (32 random bytes) for a user; earlier unused ones of the same purpose stop working. */
export async function issueLinkToken(db: Db, userId: string, purpose: CodePurpose, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  await retireCodes(db, { userId, purpose }, now)
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash: await keyedHash(db, `${purpose}:${token}`),
    expiresAt: minutesAfter(now, CODE_LIFETIME_MINUTES[purpose]),
    createdAt: now,
  })
  return token
}

/** Uses a link token once: answers its row, or undefined when unknown, used, expired or for another purpose. */
export async function consumeLinkToken(db: Db, purpose: CodePurpose, token: string, now = new Date()) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, await keyedHash(db, `${purpose}:${token}`)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning()
  return row
}

/** Issues a 6-digit OTP for a phone; the previous one for that phone stops working. */
type OtpPurpose = 'phone-otp' | 'checkout-phone'

export async function issueOtp(
  db: Db,
  userId: string,
  phone: string,
  now = new Date(),
  purpose: OtpPurpose = 'phone-otp',
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await retireCodes(db, { purpose, target: phone }, now)
  await db.insert(oneTimeCodes).values({
    userId,
    purpose,
    target: phone,
    codeHash: await otpHash(db, phone, code),
    expiresAt: minutesAfter(now, CODE_LIFETIME_MINUTES[purpose]),
    createdAt: now,
  })
  return code
}

// The phone is part of the hashed value, so one code means nothing for another phone.
const otpHash = (db: Db, phone: string, code: string) => keyedHash(db, `otp:${phone}:${code}`)

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

async function retireCodes(
  db: Db,
  where: { userId?: string; purpose: CodePurpose; target?: string },
  now: Date,
) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, where.purpose),
        isNull(oneTimeCodes.usedAt),
        where.userId ? eq(oneTimeCodes.userId, where.userId) : undefined,
        where.target ? eq(oneTimeCodes.target, where.target) : undefined,
      ),
    )
}

export type OtpCheck = { ok: true; code: CodeRow } | { ok: false; reason: 'wrong' | 'expired' | 'exhausted' }

/**
 * Checks the phone's live OTP, counting the attempt in the same statement so parallel guesses
 * cannot exceed the attempt limit. The OTP is used up once right or once out of attempts.
 */
export async function checkOtp(
  db: Db,
  phone: string,
  code: string,
  now = new Date(),
  purpose: OtpPurpose = 'phone-otp',
): Promise<OtpCheck> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.target, phone),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      )
      .for('update')
    if (!live) return { ok: false, reason: 'expired' } as const
    if (live.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted' } as const
    const right = safeEqual(live.codeHash, await otpHash(db, phone, code))
    await tx
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        usedAt: right || live.attempts + 1 >= OTP_MAX_ATTEMPTS ? now : null,
      })
      .where(eq(oneTimeCodes.id, live.id))
    return right ? ({ ok: true, code: live } as const) : ({ ok: false, reason: 'wrong' } as const)
  })
}
