import { formatDate } from '@mela/shared/dates'
import type { DoorRefusal } from '@mela/shared/door'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, users } from '../../db/schema.ts'
import { Conflict, FieldErrors, NotFound } from '../../lib/errors.ts'
import { admitSeat, type SeatState, seatStateOf } from '../inventory/seat-state.ts'
import { readTicketCode, ticketKeys } from './ticket-code.ts'

/** The ALREADY_CHECKED_IN refusal, with the time on Dhaka's clock in the product’s words. */
export const alreadyCheckedIn = (at: Date) =>
  Conflict('ALREADY_CHECKED_IN', { time: formatDate(at, 'd LLL yyyy h:mm a') })

/**
 * The seat and purchase a code names, after checking its signature matches the item and event; `refusal`
 * says why it does not open the door (null when it does).
 */
export async function seatOfCode(db: Db, itemId: string, code: string) {
  const named = readTicketCode(code, (await ticketKeys(db)).publicKey)
  const [row] = await db
    .select({ item: purchaseItems, purchase: purchases })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(eq(purchaseItems.id, itemId))
  if (!row) throw NotFound('TICKET_NOT_FOUND')
  const state = seatStateOf(row.item, row.purchase.status)
  const genuine = named?.itemId === itemId && named.eventId === row.purchase.eventId
  // A seat passed on opens the door only with the new holder's code; a refunded one not at all.
  const valid = genuine && (state === 'sold' || state === 'checked-in') && !row.purchase.heldForReview
  // A code that does not name this seat says nothing about the seat it does not name.
  const refusal: DoorRefusal | null = valid ? null : genuine ? refusalOf({ ...row, state }) : 'NOT_A_TICKET'
  return { ...row, state, valid, refusal }
}

/** Why a seat that is not valid is refused at the door: the refusal's code. */
export function refusalOf(seat: {
  state: SeatState
  purchase: { status: string; heldForReview?: boolean }
}): DoorRefusal {
  if (seat.purchase.heldForReview && seat.purchase.status === 'paid') return 'PAYMENT_IN_REVIEW'
  if (seat.state === 'refunded' || seat.purchase.status === 'refunded') return 'TICKET_REFUNDED'
  if (seat.state === 'refund-pending') return 'TICKET_BEING_REFUNDED'
  // Not refused as "not a ticket": its new holder has a code that opens the door, the door asks for it.
  if (seat.state === 'transferred') return 'TICKET_TRANSFERRED'
  return seat.purchase.status === 'paid' ? 'NOT_A_TICKET' : 'NOT_PAID'
}

/** Lets one seat in once: a conditional update, so two scanners at two gates cannot both admit it. */
export async function checkIn(db: Db, itemId: string, code: string, staffId: string, now = new Date()) {
  const seat = await seatOfCode(db, itemId, code)
  if (seat.refusal) throw FieldErrors({ Code: seat.refusal })
  const admitted = await admitSeat(db, itemId, staffId, now)
  if (!admitted) {
    // Someone else changed the seat since it was read: say what it is now.
    const current = await seatOfCode(db, itemId, code)
    if (current.state !== 'checked-in') throw FieldErrors({ Code: refusalOf(current) })
    throw alreadyCheckedIn(current.item.checkedInAt ?? now)
  }
  return { ...seat, state: 'checked-in' as const, item: admitted }
}

/** Who checked a seat in, as the door shows them: their name, else their username (null when gone). */
export async function nameOfPerson(db: Db, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
  return user ? [user.first, user.last].filter(Boolean).join(' ') || user.username : null
}
