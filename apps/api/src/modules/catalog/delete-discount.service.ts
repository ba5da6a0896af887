import { and, eq, gt, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { discounts, purchases } from '../../db/schema.ts'
import { violatedForeignKey } from '../../lib/db-errors.ts'
import { Conflict } from '../../lib/errors.ts'

/** The discounts among `ids` that have been used or that a purchase, paid or not, names. */
export async function discountsUsed(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const named = db
    .select({ id: purchases.discountId })
    .from(purchases)
    .where(inArray(purchases.discountId, ids))
  const rows = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(inArray(discounts.id, ids), or(gt(discounts.used, 0), inArray(discounts.id, named))))
  return rows.map((row) => row.id)
}

/** Deletes a discount nobody has used or tried to use (409 otherwise). */
export async function deleteDiscount(db: Db, id: string) {
  try {
    await db.transaction(async (tx) => {
      if ((await discountsUsed(tx, [id])).length > 0) throw Conflict('DISCOUNT_USED')
      await tx.delete(discounts).where(eq(discounts.id, id))
    })
  } catch (error) {
    throw violatedForeignKey(error) ? Conflict('DISCOUNT_USED') : error
  }
}
