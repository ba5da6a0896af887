import type { KeyObject } from 'node:crypto'
import { formatDate } from '@mela/shared/dates'
import type { DoorRefusal, DoorSeat } from '@mela/shared/door'
import { readShortCode } from '@mela/shared/short-code'
import { eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events, purchaseItems, purchases } from '../../db/schema.ts'
import { can } from '../../lib/authorize.ts'
import { Conflict, FieldErrors, NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'
import { readTicketCode, ticketKeys } from '../../lib/ticket-code.ts'
import { admitSeat, type SeatState, seatStateOf } from '../inventory/seat-state.ts'
import { doorSeatQuery, toDoorSeat } from './door-seat-view.ts'

// Check-in at the door, online: a seat found by its signed QR code or by its short code is read ONCE, in
// one statement (the seat, its purchase, its event, who let it in), and every decision is taken on that
// row. A check-in is one transaction whose read locks the seat's row: every change of a paid seat writes
// that row (inventory/seat-state.ts), so the row cannot change between the decision and the admission.
// Only that one row is locked, so a check-in waits on nothing while holding it and cannot deadlock with
// a refund or a void, which lock the purchase first. Offline check-ins are in checkin-sync.service.ts.

/** Who checks seats in: the signed-in staff member (their name answers a seat let in by its short code). */
type Staff = Parameters<typeof can>[1] & { firstName?: string | null; lastName?: string | null }

/** The ALREADY_CHECKED_IN refusal, with the time on Dhaka's clock in the product’s words. */
const alreadyCheckedIn = (at: Date) =>
  Conflict('ALREADY_CHECKED_IN', { time: formatDate(at, 'd LLL yyyy h:mm a') })

/** Why a seat that is not valid is refused at the door: the refusal's code. */
function refusalOf(seat: {
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

/** The one read of a check-in: the seat as the door shows it, with its item, purchase and event rows. */
async function seatAtDoor(db: Db, where: SQL, lock: boolean) {
  const query = doorSeatQuery(db, { item: purchaseItems, purchase: purchases, event: events }).where(where)
  const [row] = lock ? await query.for('update', { of: purchaseItems }) : await query
  return row
}
type SeatAtDoor = NonNullable<Awaited<ReturnType<typeof seatAtDoor>>>

/**
 * What the door makes of a seat shown with `proven` (the QR code's signature names this seat at its
 * event, or the seat's short code was typed): its state, whether it opens the door, and why not.
 */
export function doorVerdict(seat: Pick<SeatAtDoor, 'item' | 'purchase'>, proven: boolean) {
  const state = seatStateOf(seat.item, seat.purchase.status)
  // A seat passed on opens the door only with the new holder's code; a refunded one not at all.
  const valid = proven && (state === 'sold' || state === 'checked-in') && !seat.purchase.heldForReview
  // A code that does not name this seat says nothing about the seat it does not name.
  const refusal: DoorRefusal | null = valid ? null : proven ? refusalOf({ ...seat, state }) : 'NOT_A_TICKET'
  return { state, valid, refusal }
}
type Verdict = ReturnType<typeof doorVerdict>

/** The QR code names this seat at its event, under the platform's signature. */
const codeNames = (code: string, publicKey: KeyObject, seat: Pick<SeatAtDoor, 'item' | 'purchase'>) => {
  const named = readTicketCode(code, publicKey)
  return named?.itemId === seat.item.id && named.eventId === seat.purchase.eventId
}

/**
 * The seat `itemId` for staff who may check in at its event. A seat the caller may not check in answers
 * exactly as one that does not exist (TICKET_NOT_FOUND): IDs cannot be probed.
 */
async function staffSeat(db: Db, staff: Staff, itemId: string, lock: boolean) {
  const seat = isUuid(itemId) ? await seatAtDoor(db, eq(purchaseItems.id, itemId), lock) : undefined
  if (!seat || !(await can(db, staff, seat.event.accountId, 'checkin'))) throw NotFound('TICKET_NOT_FOUND')
  return seat
}

/** The seat a scanned code names and what the door makes of it, without letting it in (GET …/verify). */
export async function verifyTicket(db: Db, staff: Staff, itemId: string, code: string) {
  const { publicKey } = await ticketKeys(db)
  const seat = await staffSeat(db, staff, itemId, false)
  return { seat, verdict: doorVerdict(seat, codeNames(code, publicKey, seat)) }
}

/**
 * Lets in the seat the verdict admits, in the transaction that read and locked it: a seat in already is
 * ALREADY_CHECKED_IN with when, one refused is the refusal's code on the field `Code`.
 */
async function admit(tx: Db, seat: SeatAtDoor, verdict: Verdict, staffId: string, now: Date) {
  if (verdict.valid && verdict.state === 'checked-in') throw alreadyCheckedIn(seat.item.checkedInAt ?? now)
  if (verdict.refusal) throw FieldErrors({ Code: verdict.refusal })
  const admitted = await admitSeat(tx, seat.item.id, staffId, now)
  // The seat's row is locked and sold, its purchase paid: only a change nobody makes (a purchase unpaid
  // without touching its seats) could stop it here.
  if (!admitted) throw new Error(`Seat ${seat.item.id} changed while locked for check-in`)
  return admitted
}

/** Lets one seat in once by its signed QR code (POST /purchase/item/{id}/checkin): one transaction. */
export async function checkIn(db: Db, staff: Staff, itemId: string, code: string, now = new Date()) {
  const { publicKey } = await ticketKeys(db)
  return db.transaction(async (tx) => {
    const seat = await staffSeat(tx, staff, itemId, true)
    return admit(tx, seat, doorVerdict(seat, codeNames(code, publicKey, seat)), staff.id, now)
  })
}

/**
 * Lets in the seat whose short code was typed at the door of `eventId` (the caller checked the staff
 * may check in there), once, as a scanned QR code is: a seat refunded, voided or passed on is refused,
 * one already in is answered with when. The answer is the seat as the door list shows it.
 */
export async function checkInByShortCode(
  db: Db,
  eventId: string,
  typed: string,
  staff: Staff,
  now = new Date(),
): Promise<DoorSeat> {
  const code = readShortCode(typed)
  if (!code) throw FieldErrors({ Code: 'NOT_A_TICKET' })
  return db.transaction(async (tx) => {
    const seat = await seatAtDoor(tx, eq(purchaseItems.shortCode, code), true)
    if (!seat) throw FieldErrors({ Code: 'NOT_A_TICKET' })
    if (seat.purchase.eventId !== eventId) throw FieldErrors({ Code: 'TICKET_NOT_FOR_EVENT' })
    const admitted = await admit(tx, seat, doorVerdict(seat, true), staff.id, now)
    const staffName = [staff.firstName, staff.lastName].filter(Boolean).join(' ') || null
    return toDoorSeat({
      ...seat,
      checkedInAt: admitted.checkedInAt,
      staffName,
      staffUsername: staff.username,
    })
  })
}
