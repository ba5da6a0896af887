import type { Language } from '@mela/shared/constants'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { users } from '../../db/schema.ts'
import { countHit } from '../../lib/rate-limit.ts'
import type { PurchaseRow } from './confirm.service.ts'
import { issueAccess } from './purchase-access.ts'

/** How long after its payment settles a return may still open the tickets by itself. */
export const RETURN_ACCESS_MINUTES = 30

const SETTLED = new Set(['paid', 'refunded', 'pending'])

/**
 * The wallet sends the buyer back in whatever browser the phone opens, often not the one the purchase
 * started in (Facebook's in-app browser → the bKash app → the default browser), with no session. The
 * return carries the paymentID only bKash and the payer know, so the first return of a settled payment,
 * within RETURN_ACCESS_MINUTES of it, gets an access to the purchase, as the confirmation SMS's link
 * does. Later returns get none: the address stays in the history of a shared or borrowed phone.
 */
export async function returnAccess(db: Db, purchase: PurchaseRow, now: Date): Promise<string | null> {
  if (!SETTLED.has(purchase.status)) return null
  const settledAt = purchase.paidAt ?? purchase.updatedAt
  if (now.getTime() - settledAt.getTime() > RETURN_ACCESS_MINUTES * 60_000) return null
  // One access per purchase, whatever the number of returns racing: the first hit counts 1.
  const key = `return-access:${purchase.id}`
  if ((await countHit(db, { key, max: 1, windowSeconds: RETURN_ACCESS_MINUTES * 60 * 2 }, now)) > 1)
    return null
  return issueAccess(db, purchase.id)
}

/** The language the buyer bought in: the page they come back to speaks it, whatever the browser's. */
export async function buyerLanguage(db: Db, purchase: PurchaseRow): Promise<Language> {
  const [owner] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, purchase.userId))
  return owner?.language === 'bn' ? 'bn' : 'en'
}
