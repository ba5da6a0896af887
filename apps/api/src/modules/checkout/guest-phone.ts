import type { Language } from '@mela/shared/constants'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchases, users } from '../../db/schema.ts'
import { FieldErrors } from '../../lib/errors.ts'
import { checkOtp, issueOtp } from '../identity/one-time-codes.ts'
import { queueSms } from '../messages/message-jobs.ts'
import { otpSms } from '../messages/templates.ts'

/**
 * One hold per unproven phone: a guest whose phone already holds seats (in any event) must type the code
 * sent to that phone before holding more, so nobody hoards seats under someone else's number.
 */
export async function requirePhoneProof(
  db: Db,
  phone: string,
  phoneCode: string | undefined,
  now = new Date(),
) {
  const [holder] = await db
    .select({ id: users.id, language: users.language })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        eq(users.kind, 'guest'),
        eq(users.phone, phone),
        eq(purchases.status, 'pending'),
        gt(purchases.expiresAt, now),
      ),
    )
    .limit(1)
  if (!holder) return
  if (!phoneCode) return askForPhoneCode(db, holder, phone, now)
  const check = await checkOtp(db, phone, phoneCode, now, 'checkout-phone')
  if (!check.ok) throw FieldErrors({ PhoneCode: 'WRONG_CODE' })
}

/** Sends the holder of `phone` a code and asks the buyer for it (the purchase statement found the hold). */
export async function askForPhoneCode(
  db: Db,
  holder: { id: string; language: Language | null },
  phone: string,
  now = new Date(),
): Promise<never> {
  const code = await issueOtp(db, holder.id, phone, now, 'checkout-phone')
  await queueSms(db, { to: phone, text: otpSms(holder.language ?? 'en', code) })
  // A field error (400), so the checkout form shows the code's field with this message under it.
  throw FieldErrors({ PhoneCode: 'PHONE_CODE_NEEDED' })
}
