import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseHistory, purchases } from '../../db/schema.ts'
import { Conflict } from '../../lib/errors.ts'
import { queuePurchaseConfirmation } from './purchase-jobs.ts'

/**
 * Clears a payment the gateway marked risky: its tickets are given at last (codes, confirmation mail and
 * SMS, the door). Once: a second click finds it cleared and is refused as not waiting.
 */
export async function clearReview(db: Db, purchaseId: string, actorId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [cleared] = await tx
      .update(purchases)
      .set({ heldForReview: false, updatedAt: now })
      .where(
        and(eq(purchases.id, purchaseId), eq(purchases.heldForReview, true), eq(purchases.status, 'paid')),
      )
      .returning({ id: purchases.id })
    if (!cleared) throw Conflict('NOT_IN_REVIEW')
    await tx.insert(purchaseHistory).values({ purchaseId, action: 'review-cleared', actorId, at: now })
    await queuePurchaseConfirmation(tx, purchaseId)
  })
}

/** A payment still waiting for review, or a refusal that it is not. */
export async function requireInReview(db: Db, purchaseId: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId))
  if (!row?.heldForReview || row.status !== 'paid') throw Conflict('NOT_IN_REVIEW')
  return row
}
