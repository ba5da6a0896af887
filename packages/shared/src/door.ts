import { z } from 'zod'
import { TicketBn } from './catalog.ts'
import type { ErrorCode } from './error-codes.ts'
import { SeatPlace } from './seating.ts'

/** Scans one sync may carry: a door device's queue is sent in batches of this size. */
export const SYNC_MAX_SCANS = 500
/** Seats in one page of the door list when the device does not ask for fewer. */
export const DOOR_PAGE_DEFAULT = 500
export const DOOR_PAGE_MAX = 2000

/**
 * Why the door refuses a seat, as codes of the catalog (error-codes.ts), so that the door app, the verify
 * page and the check-in's own refusal word one verdict alike. A seat passed on is told apart from one
 * refunded or cancelled: its holder has a new code that opens the door, and the door should ask for it.
 */
export const DOOR_REFUSALS = [
  'NOT_A_TICKET',
  'NOT_PAID',
  'TICKET_REFUNDED',
  'TICKET_BEING_REFUNDED',
  'TICKET_TRANSFERRED',
  'PAYMENT_IN_REVIEW',
] as const satisfies readonly ErrorCode[]
export type DoorRefusal = (typeof DOOR_REFUSALS)[number]

/**
 * One seat as a door device keeps it: what the door checks, and just enough of the holder for a door
 * without a camera to find them (their first name, the last 3 digits of their phone), never an e-mail,
 * a whole phone number or the signed QR code.
 */
export const DoorSeat = z.object({
  ID: z.uuid(),
  /** The short code printed on the ticket and sent by SMS (`K7QM4XPD`): typed at the door, offline too. */
  ShortCode: z.string(),
  /** The holder's first name, as they bought or were given the seat. */
  Name: z.string().nullable(),
  /** The last 3 digits of the holder's phone, for telling two of one name apart. */
  PhoneEnd: z.string().nullable(),
  Section: z.string(),
  Category: z.string(),
  /**
   * The ticket's section and category in Bengali, where its organizer wrote them (absent otherwise): a door
   * app in Bengali names the ticket as the buyer's Bengali ticket does, offline too.
   */
  Bn: TicketBn.nullable().optional(),
  /** `void`: the purchase was refunded or cancelled since the device's cursor; the seat no longer admits. */
  Status: z.enum(['valid', 'void']),
  /**
   * Why a `void` seat no longer admits, where the door words it apart: only TICKET_TRANSFERRED today (the
   * new holder's code admits). Absent otherwise, so a door app that predates it still reads `void`.
   */
  Refusal: z.enum(DOOR_REFUSALS).optional(),
  CheckedInAt: z.string().nullable(),
  /** The staff member who let the seat in, when it is in. */
  CheckedInBy: z.string().nullable(),
  /** Reserved seating: where the holder sits. */
  ...SeatPlace,
})
export type DoorSeat = z.infer<typeof DoorSeat>

/** GET /checkin/event/{eventId}: a page of the event's seats, and the cursor to ask for what changes next. */
export const DoorList = z.object({
  /** The platform's raw 32-byte Ed25519 ticket key, base64url: the device checks codes with it offline. */
  PublicKey: z.string(),
  Event: z.object({ ID: z.uuid(), Title: z.string() }),
  Seats: z.array(DoorSeat),
  /** Pass it back: while `More`, the next page of this round; then, only what changed since. */
  Cursor: z.string(),
  More: z.boolean(),
  Total: z.number(),
  CheckedIn: z.number(),
})
export type DoorList = z.infer<typeof DoorList>

/**
 * A check-in made offline. The device proves the seat with the signed QR code it read (`Code`) or, for
 * a code typed at the door, the seat's short code from its list (`ShortCode`): the server accepts it
 * only when that short code is the seat's own.
 */
export const SyncScan = z.object({
  ItemID: z.string().max(64),
  Code: z.string().max(300).optional(),
  ShortCode: z.string().max(20).optional(),
  /** When the device let the seat in; stored within the door's hours around the event, never after now. */
  ScannedAt: z.iso.datetime({ offset: true }),
})
export type SyncScan = z.infer<typeof SyncScan>

export const SyncRequest = z.object({
  EventID: z.uuid(),
  Scans: z.array(SyncScan).max(SYNC_MAX_SCANS),
})
export type SyncRequest = z.infer<typeof SyncRequest>

export const SYNC_RESULTS = ['checked-in', 'duplicate', 'invalid'] as const
export type SyncResultKind = (typeof SYNC_RESULTS)[number]

export const SyncResult = z.object({
  ItemID: z.string(),
  Result: z.enum(SYNC_RESULTS),
  /** When this scan let the seat in (a duplicate: when this device scanned it). */
  CheckedInAt: z.string().nullable(),
  /** A duplicate: when and by whom the seat was first let in. */
  FirstCheckedInAt: z.string().nullable().optional(),
  CheckedInBy: z.string().nullable().optional(),
  /** An `invalid` scan of a seat passed on: TICKET_TRANSFERRED, for the door to ask for the new code. */
  Refusal: z.enum(DOOR_REFUSALS).optional(),
})
export type SyncResult = z.infer<typeof SyncResult>

export const SyncAnswer = z.object({
  Results: z.array(SyncResult),
  Total: z.number(),
  CheckedIn: z.number(),
})
export type SyncAnswer = z.infer<typeof SyncAnswer>

/** POST /checkin/event/{eventId}/code: a door letting a seat in by the short code typed off a ticket or SMS. */
export const ShortCodeCheckIn = z.object({ Code: z.string().trim().min(1).max(40) })
export type ShortCodeCheckIn = z.infer<typeof ShortCodeCheckIn>

/** Longest search a door sends: a name, the last digits of a phone or a short code. */
export const DOOR_SEARCH_MAX = 60

/** GET /checkin/event/{eventId}/search: seats found by holder's name, phone's last digits or short code. */
export const DoorSearchPage = z.object({ Items: z.array(DoorSeat), Total: z.number().int() })
export type DoorSearchPage = z.infer<typeof DoorSearchPage>
