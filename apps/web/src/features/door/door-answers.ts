import type { QueuedScan, StoredSeat } from './door-records.ts'
import { seatOfShortCode } from './seat-search.ts'
import type { ReadCode } from './ticket-code.ts'

/*
 * What the door answers for a ticket, with no React, storage or network: what a scan means against the
 * list, what a check-in made online or queued offline does to the seat, and what a refusal from the
 * server means. The reducer (door-reducer.ts) keeps the screen's state; the sync protocol is door-sync.ts.
 */

/**
 * What the door shows for a scanned code. `transferred`: the seat was passed on, so this code is dead but
 * its new holder's opens the door (ask for it); `void`: refunded or cancelled.
 */
export type DoorAnswer = {
  kind: 'valid' | 'used' | 'wrong-event' | 'invalid' | 'void' | 'transferred'
  itemId?: string
  /** The signed QR code read; or, for a code typed or a seat found by search, the seat's short code. */
  code?: string
  shortCode?: string
  seat?: StoredSeat
  /** A used seat: when and by whom it was let in. */
  checkedInAt?: string | null
  checkedInBy?: string | null
  /** Let in just now by this device; `queued`: while offline, to be synced. */
  admitted?: boolean
  queued?: boolean
}

/** A seat of the list that no longer admits: passed on, or refunded and cancelled alike. */
const deadKind = (seat: Pick<StoredSeat, 'Refusal'>) =>
  seat.Refusal === 'TICKET_TRANSFERRED' ? ('transferred' as const) : ('void' as const)

/** The door's answer for a seat of its list, typed by its short code or found by search. */
export function answerFor(seat: StoredSeat): DoorAnswer {
  const base = { itemId: seat.ID, shortCode: seat.ShortCode, seat }
  if (seat.Status === 'void') return { ...base, kind: deadKind(seat) }
  if (seat.CheckedInAt)
    return { ...base, kind: 'used', checkedInAt: seat.CheckedInAt, checkedInBy: seat.CheckedInBy }
  return { ...base, kind: 'valid' }
}

/**
 * The answer for a typed short code; undefined when the list has no such seat, which may mean one bought
 * after the last download (worth a sync when online) or another event's ticket or none (the list cannot
 * tell those apart).
 */
export function answerForShortCode(seats: Iterable<StoredSeat>, text: string): DoorAnswer | undefined {
  const seat = seatOfShortCode(seats, text)
  return seat && answerFor(seat)
}

/**
 * The answer for a QR code whose signature checked out (`read`); `seat` is the list's, if it has it.
 * A code the platform signed for this event names a paid seat, even one not yet in the list.
 */
export function answerForTicket(read: ReadCode, eventId: string, seat: StoredSeat | undefined): DoorAnswer {
  if (read.eventId !== eventId) return { kind: 'wrong-event', itemId: read.itemId }
  const base = { itemId: read.itemId, code: read.code, seat }
  if (seat?.Status === 'void') return { ...base, kind: deadKind(seat) }
  if (seat?.CheckedInAt)
    return { ...base, kind: 'used', checkedInAt: seat.CheckedInAt, checkedInBy: seat.CheckedInBy }
  return { ...base, kind: 'valid' }
}

/** A valid answer with a proof to send (the QR code or the short code): the only kind the door lets in. */
export const canCheckIn = (answer: DoorAnswer) =>
  answer.kind === 'valid' && !!answer.itemId && !!(answer.code || answer.shortCode)

/** The seat an answer names; a seat signed for but not in the list yet stands in with what the code tells. */
export function seatOfAnswer(answer: DoorAnswer, eventId: string): StoredSeat {
  return (
    answer.seat ?? {
      ID: answer.itemId ?? '',
      EventID: eventId,
      ShortCode: answer.shortCode ?? '',
      Name: null,
      PhoneEnd: null,
      Section: '',
      Category: '',
      Status: 'valid',
      CheckedInAt: null,
      CheckedInBy: null,
    }
  )
}

/** The server let the seat in just now (`at`), by this device's user. */
export function admittedOnline(answer: DoorAnswer, eventId: string, at: string | null, by: string) {
  const seat: StoredSeat = {
    ...seatOfAnswer(answer, eventId),
    CheckedInAt: at,
    CheckedInBy: by,
    Pending: false,
  }
  return { seat, answer: { ...answer, seat, admitted: true, checkedInAt: at } satisfies DoorAnswer }
}

/**
 * A check-in with no network: the scan to queue (one per seat, proven by what was read) and the seat
 * shown as in at once, so a second scan of it on this device says it is used.
 */
export function queuedCheckIn(answer: DoorAnswer, eventId: string, at: string, by: string) {
  const seat: StoredSeat = {
    ...seatOfAnswer(answer, eventId),
    CheckedInAt: at,
    CheckedInBy: by,
    Pending: true,
  }
  const proof = answer.code ? { Code: answer.code } : { ShortCode: answer.shortCode }
  const scan: QueuedScan = { ItemID: seat.ID, EventID: eventId, ...proof, ScannedAt: at }
  return {
    scan,
    seat,
    answer: { ...answer, seat, admitted: true, queued: true, checkedInAt: at } satisfies DoorAnswer,
  }
}

/**
 * The server refused a check-in the list thought valid; `known` is the seat after a fresh download.
 * `conflict` (409): let in elsewhere since the last download. Otherwise passed on (the server's
 * `refusal` says so, or the list does), or refunded or voided, most likely.
 */
export function refusedCheckIn(
  answer: DoorAnswer,
  known: StoredSeat | undefined,
  conflict: boolean,
  refusal?: string,
): DoorAnswer {
  if (conflict)
    return {
      ...answer,
      kind: 'used',
      checkedInAt: known?.CheckedInAt ?? null,
      checkedInBy: known?.CheckedInBy ?? null,
    }
  const seat = known ?? answer.seat
  if (refusal === 'TICKET_TRANSFERRED' || known?.Refusal === 'TICKET_TRANSFERRED')
    return { ...answer, seat, kind: 'transferred' }
  return { ...answer, seat, kind: known?.Status === 'void' ? 'void' : 'invalid' }
}
