import {
  type DoorList,
  type DoorSeat,
  SYNC_MAX_SCANS,
  type SyncResult,
  type SyncScan,
} from '@mela/shared/door'
import { ticketName } from '../../lib/localized.ts'
import type { DoorEvent, QueuedScan, StoredSeat, SyncProblem } from './door-store.ts'
import { seatOfShortCode } from './seat-search.ts'
import type { ReadCode } from './ticket-code.ts'

/*
 * The door's offline sync protocol, with no React, storage or network: what a scan means against the
 * list, what a check-in queues when offline, how an upload's answer settles the queue, and when to try
 * again (door-state.ts: what the screen shows). use-door.ts runs it against IndexedDB (door-store.ts), the API and the browser's timers.
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

/** The queue as the uploads that carry it: at most SYNC_MAX_SCANS scans each. */
export function uploadsOf(queue: QueuedScan[]): SyncScan[][] {
  const uploads: SyncScan[][] = []
  for (let start = 0; start < queue.length; start += SYNC_MAX_SCANS)
    uploads.push(
      queue
        .slice(start, start + SYNC_MAX_SCANS)
        .map(({ ItemID, Code, ShortCode, ScannedAt }) => ({ ItemID, Code, ShortCode, ScannedAt })),
    )
  return uploads
}

/** What an upload's answer does to the device: seats updated, problems to show, scans off the queue. */
export type Settlement = { seats: StoredSeat[]; problems: SyncProblem[]; done: string[] }

/**
 * Settles an upload's answer against the list. A seat let in keeps the server's time; a duplicate shows
 * who let it in first; a refused scan becomes a problem for the door to see. Every scan answered leaves
 * the queue, so an upload sent again after a lost answer counts each seat once.
 */
export function settle(
  results: SyncResult[],
  seats: ReadonlyMap<string, StoredSeat>,
  eventId: string,
): Settlement {
  const settlement: Settlement = { seats: [], problems: [], done: results.map((result) => result.ItemID) }
  for (const result of results) {
    const seat = seats.get(result.ItemID)
    if (result.Result === 'checked-in') {
      if (seat) settlement.seats.push({ ...seat, CheckedInAt: result.CheckedInAt, Pending: false })
      continue
    }
    settlement.problems.push({
      ItemID: result.ItemID,
      EventID: eventId,
      Result: result.Result,
      ...(result.Refusal ? { Refusal: result.Refusal } : {}),
      Section: seat ? ticketName(seat, 'en') : '',
      // Problems outlive the list they were found against: the Bengali name is kept with them.
      SectionBn: seat?.Bn ? ticketName(seat, 'bn') : null,
      CheckedInAt: result.CheckedInAt,
      FirstCheckedInAt: result.FirstCheckedInAt ?? null,
      CheckedInBy: result.CheckedInBy ?? null,
    })
    if (seat && result.Result === 'duplicate')
      settlement.seats.push({
        ...seat,
        CheckedInAt: result.FirstCheckedInAt ?? seat.CheckedInAt,
        CheckedInBy: result.CheckedInBy ?? null,
        Pending: false,
      })
  }
  return settlement
}

/**
 * The event as stored after a page of the list. The first download (no cursor yet) keeps no cursor
 * until its last page, so one cut short starts again from the beginning.
 */
export function storedEvent(page: DoorList, firstDownload: boolean, now: Date): DoorEvent {
  return {
    ID: page.Event.ID,
    Title: page.Event.Title,
    PublicKey: page.PublicKey,
    Cursor: page.More && firstDownload ? null : page.Cursor,
    SyncedAt: now.toISOString(),
  }
}

/** A downloaded seat replaces the stored one, except a seat still queued here that the server has not let in. */
export const keepsLocalCheckIn = (downloaded: DoorSeat, queued: boolean) => queued && !downloaded.CheckedInAt

/** The server's search answer, with a seat let in here and not yet synced shown as this device knows it. */
export function mergeSearch(found: DoorSeat[], seats: ReadonlyMap<string, StoredSeat>, eventId: string) {
  return found.map((seat): StoredSeat => {
    const mine = seats.get(seat.ID)
    return mine?.Pending ? mine : { ...seat, EventID: eventId }
  })
}

const REFRESH_MS = 30_000
const RETRY_MS = 10_000

/** The list is refreshed now and then; a queue waiting for the network is retried sooner. */
export const syncEvery = (queueLength: number) => (queueLength > 0 ? RETRY_MS : REFRESH_MS)
