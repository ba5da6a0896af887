import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseHistory, purchaseItems, purchases, users } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { generatedUsername } from '../identity/username.ts'
import { unsellSeats } from '../inventory/freed-seats.ts'
import { readHall } from '../inventory/hall-read.ts'
import { activeHolds, addSold, lockTickets } from '../inventory/holds.ts'
import { ownSeats, refuseTakenSeats } from '../inventory/reserved-seats.ts'
import { voidSoldSeats } from '../inventory/seat-state.ts'
import type { PricedOrder } from './priced-order.ts'
import { overLimit } from './pricing.ts'
import { chooseBestSeats, refuseCountedSeats } from './seat-pricing.ts'
import { refuseWhatDoesNotFit } from './seats-left-refusal.ts'

export type PurchaseRow = typeof purchases.$inferSelect

/** Someone handed seats at the counter or put on the guest list: a name, maybe a phone or an e-mail. */
export type Recipient = { FirstName: string; LastName?: string; Phone?: string; Email?: string }

export type PaidSeats = {
  method: 'cash' | 'guest'
  eventId: string
  /** Who sold the seats or added the guest. */
  staffId: string
  recipient: Recipient
  /** A purchase ID chosen by the caller, so a retried sale finds the first one instead of selling twice. */
  purchaseId?: string
  now: Date
}

/** The account that owns the seats: a guest account, as for a buyer who checked out without signing in. */
async function recipientAccount(tx: Db, recipient: Recipient) {
  const [user] = await tx
    .insert(users)
    .values({
      username: generatedUsername('guest'),
      firstName: recipient.FirstName,
      lastName: recipient.LastName ?? '',
      phone: recipient.Phone ?? null,
      kind: 'guest',
    })
    .returning({ id: users.id })
  if (!user) throw new Error('Recipient account was not created')
  return user.id
}

/**
 * Takes seats and marks them paid in one step, inside the caller's transaction: a cash sale at the
 * counter or seats for a guest. The same locked check as an online hold (capacity − sold − active
 * holds), so neither can ever take a seat an online buyer holds or bought. LimitPerUser bounds one
 * sale, since the person at the counter has no account whose earlier purchases could be counted.
 */
export async function takePaidSeats(tx: Db, order: PricedOrder, sale: PaidSeats): Promise<PurchaseRow> {
  const ticketIds = [...order.demand.keys()]
  const locked = await lockTickets(tx, ticketIds)
  // Reserved seats: best available chosen under the locks, then all of the chosen seats free or none.
  const hall = () => readHall(tx, sale.eventId, sale.now)
  const seats = [...order.seats, ...(await chooseBestSeats(tx, hall, order, sale.now))]
  await refuseCountedSeats(
    tx,
    seats.flatMap((seat) => (seat.seatId ? [] : [seat.ticketId])),
  )
  await refuseTakenSeats(
    tx,
    sale.eventId,
    seats.flatMap((seat) => (seat.seatId ? [{ seatId: seat.seatId, ticketId: seat.ticketId }] : [])),
    sale.now,
  )
  await refuseWhatDoesNotFit(tx, locked, await activeHolds(tx, ticketIds, sale.now), order, sale.now)
  for (const ticket of locked) {
    const wanted = order.demand.get(ticket.id) ?? 0
    if (ticket.limitPerUser && wanted > ticket.limitPerUser) throw overLimit(ticket)
  }
  const userId = await recipientAccount(tx, sale.recipient)
  const [purchase] = await tx
    .insert(purchases)
    .values({
      ...(sale.purchaseId ? { id: sale.purchaseId } : {}),
      eventId: sale.eventId,
      userId,
      status: 'paid',
      paymentMethod: sale.method,
      subtotal: order.subtotal,
      discountAmount: order.discountAmount,
      total: order.total,
      lines: order.lines,
      buyer: sale.recipient,
      expiresAt: sale.now,
      paidAt: sale.now,
      soldBy: sale.staffId,
      createdAt: sale.now,
    })
    .returning()
  if (!purchase) throw new Error('Purchase was not created')
  await tx
    .insert(purchaseItems)
    .values(
      seats.flatMap(({ quantity, ...seat }) =>
        Array.from({ length: quantity }, () => ({ ...seat, purchaseId: purchase.id, heldUntil: null })),
      ),
    )
  await addSold(tx, order.demand)
  if (seats.some((seat) => seat.seatId)) await ownSeats(tx, sale.eventId, purchase.id, sale.now)
  await tx.insert(purchaseHistory).values({
    purchaseId: purchase.id,
    action: sale.method === 'cash' ? 'sold-for-cash' : 'guest-added',
    actorId: sale.staffId,
    at: sale.now,
  })
  return purchase
}

/**
 * Gives a paid purchase's seats back (a voided cash sale, a guest taken off the list, a free seat the
 * buyer cancelled): the purchase ends with `status`, its tickets count the seats as unsold and its codes
 * stop working at the door, all in the caller's transaction. Every seat must still be sold: one let in,
 * passed on or being refunded refuses the whole change, whichever of the two came first.
 */
export async function givePaidSeatsBack(
  tx: Db,
  purchase: PurchaseRow,
  change: {
    status: 'cancelled' | 'refunded'
    action: string
    actorId: string
    note?: string
    now: Date
    /** The refusal when a seat was let in (the caller's words for it). */
    admitted: () => Error
  },
) {
  const [{ seats } = { seats: 0 }] = await tx
    .select({ seats: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchase.id))
  const voided = await voidSoldSeats(tx, purchase.id, change.now)
  if (voided.length !== seats) {
    const [admitted] = await tx
      .select({ id: purchaseItems.id })
      .from(purchaseItems)
      .where(and(eq(purchaseItems.purchaseId, purchase.id), isNotNull(purchaseItems.checkedInAt)))
      .limit(1)
    throw admitted ? change.admitted() : fail('SEAT_NOT_SOLD', 409)
  }
  // Committed with the seats: the freed seats are offered to their waiting lists first.
  await unsellSeats(
    tx,
    voided.map((seat) => seat.ticketId),
  )
  const [ended] = await tx
    .update(purchases)
    .set({
      status: change.status,
      // The reason shows on the purchase; a refund's time only when money went back.
      refundReason: change.note ?? null,
      ...(change.status === 'refunded' ? { refundedAt: change.now } : {}),
      updatedAt: change.now,
    })
    .where(eq(purchases.id, purchase.id))
    .returning()
  await tx.insert(purchaseHistory).values({
    purchaseId: purchase.id,
    action: change.action,
    actorId: change.actorId,
    note: change.note,
    at: change.now,
  })
  if (!ended) throw new Error(`Purchase ${purchase.id} vanished`)
  return ended
}
