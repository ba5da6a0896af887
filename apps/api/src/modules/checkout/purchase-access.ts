import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchases, users } from '../../db/schema.ts'

type PurchaseRow = typeof purchases.$inferSelect
type Holder = Pick<typeof users.$inferSelect, 'id' | 'email' | 'emailVerifiedAt'>

const hashOf = (token: string) => createHash('sha256').update(token).digest()

/**
 * A fresh link to the purchase for the confirmation mail and SMS: whoever holds it sees the tickets without
 * signing in, so a guest can open them on another device. Only its hash is kept; a new link replaces the old one.
 */
export async function issueAccessLink(db: Db, publicUrl: string, purchaseId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db
    .update(purchases)
    .set({ accessHash: hashOf(token).toString('base64url') })
    .where(eq(purchases.id, purchaseId))
  return `${publicUrl}/purchase/view/${purchaseId}?access=${token}`
}

/** Whether the token is the purchase's current (not revoked) link. */
export function opensPurchase(purchase: PurchaseRow, token: string | undefined): boolean {
  if (!token || !purchase.accessHash) return false
  const kept = Buffer.from(purchase.accessHash, 'base64url')
  const given = hashOf(token)
  return kept.length === given.length && timingSafeEqual(kept, given)
}

/** The link stops working: the buyer lost it or shared it by mistake. */
export async function revokeAccessLink(db: Db, purchaseId: string) {
  await db.update(purchases).set({ accessHash: null }).where(eq(purchases.id, purchaseId))
}

/**
 * Purchases that are the user's: their own, and those a guest bought with the user's e-mail address once the
 * user has verified it. A typed phone or an unverified address proves nothing, so it claims nothing
 * (docs/decisions.md, "Guest purchases").
 */
export function purchasesOf(user: Holder): SQL {
  const own = eq(purchases.userId, user.id)
  if (!user.email || !user.emailVerifiedAt) return own
  const guestBoughtWithMyEmail = and(
    isNotNull(purchases.buyer),
    sql`lower(${purchases.buyer}->>'Email') = lower(${user.email})`,
    sql`${purchases.userId} in (select ${users.id} from ${users} where ${users.kind} = 'guest')`,
  )
  return or(own, guestBoughtWithMyEmail) as SQL
}

/** Whether the purchase is the user's in the sense of `purchasesOf`. */
export async function holdsPurchase(db: Db, user: Holder, purchaseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), purchasesOf(user)))
  return row !== undefined
}
