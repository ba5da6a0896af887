import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseHistory, purchaseItems, purchases } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { unsellSeats } from '../inventory/freed-seats.ts'
import { seatStateOf, stillTheBuyers, voidNamedSeats } from '../inventory/seat-state.ts'

/**
 * The buyer cancels some seats of a paid order that gives no money back (free, or no share refunded):
 * those seats are voided and unsold, all of them or none, in one transaction; the order ends cancelled
 * once no seat of it is the buyer's. The other seats may have been let in or passed on.
 */
export async function cancelNamedSeats(
  db: Db,
  purchaseId: string,
  itemIds: string[],
  change: { actorId: string; note: string; now: Date },
) {
  return db.transaction(async (tx) => {
    // The purchase before its seats, as every seat change locks them.
    const [locked] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update')
    if (locked?.status !== 'paid') throw fail('CANCEL_NOT_ALLOWED', 409)
    const voided = await voidNamedSeats(tx, purchaseId, itemIds, change.now)
    if (voided.length !== itemIds.length) {
      // The door, a transfer or another cancellation took a seat since it was read: say which (rolls back).
      const taken = await tx.select().from(purchaseItems).where(inArray(purchaseItems.id, itemIds))
      if (taken.some((item) => item.checkedInAt)) throw fail('CANCEL_AFTER_CHECK_IN', 409)
      if (taken.some((item) => item.transferredAt)) throw fail('CANCEL_AFTER_TRANSFER', 409)
      throw fail('CANCEL_NOT_ALLOWED', 409)
    }
    await unsellSeats(
      tx,
      voided.map((seat) => seat.ticketId),
    )
    const left = (
      await tx.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId))
    ).filter((item) => stillTheBuyers(seatStateOf(item, locked.status))).length
    // updatedAt moves either way: the door's list notices changed purchases and drops the voided codes.
    const [ended] = await tx
      .update(purchases)
      .set({
        updatedAt: change.now,
        ...(left === 0 ? { status: 'cancelled' as const, refundReason: change.note } : {}),
      })
      .where(eq(purchases.id, purchaseId))
      .returning()
    await tx.insert(purchaseHistory).values({
      purchaseId,
      action: 'cancelled-by-buyer',
      actorId: change.actorId,
      note: change.note,
      at: change.now,
    })
    if (!ended) throw new Error(`Purchase ${purchaseId} vanished`)
    return ended
  })
}
