import { errorText } from '@mela/shared/error-codes'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { discounts, purchaseItems, purchases } from '../../db/schema.ts'
import { holdsExpired } from '../../lib/metrics.ts'
import { recordSale } from '../claims/ledger.ts'
import { announceFreedSeats } from '../inventory/freed-seats.ts'
import { activeHolds, addSold, lockTickets, releaseHolds, seatsLeft } from '../inventory/holds.ts'
import { purchaseStillOwnsSeats } from '../inventory/reserved-seats.ts'

export type PurchaseRow = typeof purchases.$inferSelect
export type Confirmation = { purchase: PurchaseRow; needsRefund: boolean; newlyPaid: boolean }
/**
 * A payment the gateway confirmed: its transaction (bKash's trxID, SSLCommerz's bank_tran_id), the platform's
 * fee, and for SSLCommerz which method paid, what the gateway kept, and whether it marked the payment risky.
 */
export type ConfirmedPayment = {
  trxId?: string
  feePercent?: number
  method?: 'bkash' | 'sslcommerz'
  channel?: string | null
  gatewayFee?: number
  risky?: boolean
  /** Poisha the payment was for, when it may differ from the purchase's total (another way's surcharge). */
  total?: number
}

async function demandOf(tx: Db, purchaseId: string) {
  const rows = await tx
    .select({ ticketId: purchaseItems.ticketId, seats: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchaseId))
    .groupBy(purchaseItems.ticketId)
  return new Map(rows.map((row) => [row.ticketId, row.seats]))
}

/**
 * Turns a purchase paid exactly once, whatever the number of callers: the purchase row is locked
 * and an already paid (or refunded) purchase is answered as it is. A payment that lands after the
 * hold ran out keeps its seats when they are still free, and is marked for refund when not. A paid
 * online sale is written into the ledger (sale and platform fee at `feePercent`).
 */
export async function confirmPayment(
  db: Db,
  purchaseId: string,
  payment: ConfirmedPayment,
  now = new Date(),
): Promise<Confirmation> {
  // The try that paid says how: a buyer may have switched from a failed card to Nagad meanwhile.
  const how = {
    trxId: payment.trxId,
    ...(payment.method ? { paymentMethod: payment.method, paymentChannel: payment.channel ?? null } : {}),
    ...(payment.gatewayFee !== undefined ? { gatewayFee: payment.gatewayFee } : {}),
    ...(payment.total !== undefined ? { total: payment.total } : {}),
  }
  return db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update')
    if (!purchase) throw new Error(`Purchase ${purchaseId} vanished`)
    if (purchase.status === 'paid' || purchase.status === 'refunded')
      return { purchase, needsRefund: false, newlyPaid: false }

    const demand = await demandOf(tx, purchase.id)
    const locked = await lockTickets(tx, [...demand.keys()])
    const holdValid = purchase.status === 'pending' && purchase.expiresAt > now
    if (!holdValid) {
      // The hold is gone: the seats count as free only if nobody else holds or bought them meanwhile.
      const held = await activeHolds(tx, [...demand.keys()], now, purchase.id)
      const fits =
        locked.every((ticket) => (demand.get(ticket.id) ?? 0) <= seatsLeft(ticket, held)) &&
        (await purchaseStillOwnsSeats(tx, purchase.id))
      if (!fits) {
        await releaseHolds(tx, purchase.id)
        const [refunding] = await tx
          .update(purchases)
          .set({
            ...how,
            status: 'refunded',
            refundReason: errorText('LATE_PAYMENT_REFUNDED'),
            updatedAt: now,
          })
          .where(eq(purchases.id, purchase.id))
          .returning()
        return { purchase: refunding ?? purchase, needsRefund: true, newlyPaid: false }
      }
    }
    await addSold(tx, demand)
    await releaseHolds(tx, purchase.id)
    if (purchase.discountId) {
      await tx
        .update(discounts)
        .set({ used: sql`least(${discounts.used} + 1, ${discounts.maxUses})` })
        .where(eq(discounts.id, purchase.discountId))
    }
    const [paid] = await tx
      .update(purchases)
      .set({ ...how, status: 'paid', paidAt: now, heldForReview: payment.risky === true, updatedAt: now })
      .where(eq(purchases.id, purchase.id))
      .returning()
    // The sale enters the organization's ledger in the same transaction that makes it paid.
    if (paid) await recordSale(tx, paid, payment.feePercent ?? 0, now)
    return { purchase: paid ?? purchase, needsRefund: false, newlyPaid: true }
  })
}

/** Ends a pending purchase as failed or cancelled and gives its seats back at once. */
export async function endPurchase(
  db: Db,
  purchaseId: string,
  status: 'failed' | 'cancelled',
  reason?: string,
  now = new Date(),
): Promise<PurchaseRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(purchases)
      .set({ status, failureReason: reason, updatedAt: now })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'pending')))
      .returning()
    if (row) {
      await releaseHolds(tx, purchaseId)
      // Committed with the release: a waiting list hears of the seats first.
      await announceFreedSeats(tx)
    }
    return row
  })
}

/** The sweep: marks holds past their end as expired (their seats already stopped counting at held_until). */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(purchases)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(purchases.status, 'pending'), lt(purchases.expiresAt, now)))
    .returning({ id: purchases.id })
  holdsExpired.inc(rows.length)
  return rows.length
}
