import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases } from '../../db/schema.ts'
import { moveSeatOwner } from './reserved-seats.ts'

/**
 * A seat's life, one state at a time (docs/seat-states.md has the table). Every change of a paid seat
 * is a conditional UPDATE of the seat's own row that names the state it leaves, so two changes of one
 * seat serialise on that row: PostgreSQL re-checks the condition against the committed row, and the
 * second change finds the seat no longer in the state it expects. Nothing here reads a seat and then
 * writes it.
 */
export type SeatState =
  | 'held'
  | 'released'
  | 'sold'
  | 'checked-in'
  | 'transferred'
  | 'refund-pending'
  | 'refunded'
  | 'voided'

type SeatRow = Pick<
  typeof purchaseItems.$inferSelect,
  'checkedInAt' | 'refundedAt' | 'transferredAt' | 'refundId' | 'voidedAt' | 'heldUntil'
>

/** The state of a seat from its row and its purchase's status. */
export function seatStateOf(seat: SeatRow, purchaseStatus: string): SeatState {
  if (seat.refundedAt) return 'refunded'
  if (seat.voidedAt) return 'voided'
  if (seat.transferredAt) return 'transferred'
  if (seat.refundId) return 'refund-pending'
  if (seat.checkedInAt) return 'checked-in'
  if (purchaseStatus === 'paid') return 'sold'
  return purchaseStatus === 'pending' && seat.heldUntil ? 'held' : 'released'
}

/** The seat is still its buyer's: sold, let in, or waiting on a refund (not passed on, refunded or voided). */
export const stillTheBuyers = (state: SeatState) =>
  state === 'sold' || state === 'checked-in' || state === 'refund-pending'

/** Nothing has happened to the seat since it was sold: it may come in, change hands or be given back. */
export const isSold: SQL = and(
  isNull(purchaseItems.checkedInAt),
  isNull(purchaseItems.refundedAt),
  isNull(purchaseItems.transferredAt),
  isNull(purchaseItems.refundId),
  isNull(purchaseItems.voidedAt),
) as SQL

/**
 * The seat opens the door: sold (or already in, which the door answers "already used"), and not of a
 * payment held for review.
 */
export const admitsAtDoor: SQL = and(
  eq(purchases.status, 'paid'),
  eq(purchases.heldForReview, false),
  isNull(purchaseItems.refundedAt),
  isNull(purchaseItems.transferredAt),
  isNull(purchaseItems.refundId),
  isNull(purchaseItems.voidedAt),
) as SQL

// Paid once is paid until a transition below ends it, and each of those writes the seat's row: so this
// read of the purchase, though not re-checked on a concurrent update, is never stale for a sold seat.
const ofPaidPurchase = sql`exists (select 1 from ${purchases} where ${purchases.id} = ${purchaseItems.purchaseId} and ${purchases.status} = 'paid' and not ${purchases.heldForReview})`

/**
 * Locks a seat's purchase, then the seat, and reads both: every change that writes a purchase and its
 * seats takes them in this order (refunds, voids and removals lock the purchase first too), the one order
 * in which two such changes cannot deadlock. Undefined when there is no such seat.
 */
export async function lockSeatAndPurchase(tx: Db, itemId: string) {
  const [seat] = await tx
    .select({ purchaseId: purchaseItems.purchaseId })
    .from(purchaseItems)
    .where(eq(purchaseItems.id, itemId))
  if (!seat) return undefined
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, seat.purchaseId)).for('update')
  const [item] = await tx.select().from(purchaseItems).where(eq(purchaseItems.id, itemId)).for('update')
  return purchase && item ? { purchase, item } : undefined
}

/** sold → checked-in. Null when the seat is not sold (already in, refunded, passed on, voided …). */
export async function admitSeat(tx: Db, itemId: string, staffId: string, at: Date) {
  const [admitted] = await tx
    .update(purchaseItems)
    .set({ checkedInAt: at, checkedInBy: staffId })
    .where(and(eq(purchaseItems.id, itemId), isSold, ofPaidPurchase))
    .returning()
  return admitted ?? null
}

/**
 * sold → transferred, pointing at the new holder's seat. False when the seat is no longer sold. A
 * reserved seat goes with the ticket: the new holder's item owns the plan's seat.
 */
export async function passSeatOn(tx: Db, itemId: string, toSeatId: string, at: Date) {
  const moved = await tx
    .update(purchaseItems)
    .set({ transferredAt: at, transferredTo: toSeatId })
    .where(and(eq(purchaseItems.id, itemId), isSold, ofPaidPurchase))
    .returning({ id: purchaseItems.id })
  if (moved.length === 1) await moveSeatOwner(tx, itemId, toSeatId)
  return moved.length === 1
}

/** sold → refund-pending for every seat named, or none of them: false when one is not sold. */
export async function holdSeatsForRefund(tx: Db, itemIds: string[], refundId: string) {
  const held = await tx
    .update(purchaseItems)
    .set({ refundId })
    .where(and(inArray(purchaseItems.id, itemIds), isSold))
    .returning({ id: purchaseItems.id })
  return held.length === itemIds.length
}

/** refund-pending → refunded: the seats this refund waits on, with their tickets (to unsell them). */
export function refundHeldSeats(tx: Db, refundId: string, at: Date) {
  return tx
    .update(purchaseItems)
    .set({ refundedAt: at })
    .where(and(eq(purchaseItems.refundId, refundId), isNull(purchaseItems.refundedAt)))
    .returning({ id: purchaseItems.id, ticketId: purchaseItems.ticketId })
}

/** refund-pending → sold: the refund failed, the seats are the buyer's again. */
export async function releaseSeatsFromRefund(tx: Db, refundId: string) {
  await tx
    .update(purchaseItems)
    .set({ refundId: null })
    .where(and(eq(purchaseItems.refundId, refundId), isNull(purchaseItems.refundedAt)))
}

/**
 * sold → voided for every seat of a purchase that is still sold. The count tells the caller whether
 * that was all of them; a seat let in, passed on or being refunded stays as it is.
 */
export async function voidSoldSeats(tx: Db, purchaseId: string, at: Date) {
  return tx
    .update(purchaseItems)
    .set({ voidedAt: at })
    .where(and(eq(purchaseItems.purchaseId, purchaseId), isSold))
    .returning({ id: purchaseItems.id, ticketId: purchaseItems.ticketId })
}

/**
 * sold → voided for the named seats of a purchase (a buyer cancelling some free seats of an order): every
 * one of them or none, as the caller rolls back when the count falls short of the names.
 */
export async function voidNamedSeats(tx: Db, purchaseId: string, itemIds: string[], at: Date) {
  return tx
    .update(purchaseItems)
    .set({ voidedAt: at })
    .where(and(eq(purchaseItems.purchaseId, purchaseId), inArray(purchaseItems.id, itemIds), isSold))
    .returning({ id: purchaseItems.id, ticketId: purchaseItems.ticketId })
}
