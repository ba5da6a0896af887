import type { DoorRefusal, DoorSeat } from '@mela/shared/door'

// What the door keeps on the device, as plain types: the store (door-store.ts) writes them, the sync
// protocol (door-sync.ts), the answers (door-answers.ts) and the reducer (door-reducer.ts) read them.

/** An event as this device last downloaded it: the key that checks codes and where the list stands. */
export type DoorEvent = {
  ID: string
  Title: string
  PublicKey: string
  /** Null until the whole list has been downloaded once. */
  Cursor: string | null
  SyncedAt: string | null
}

/** A seat as the device knows it; `Pending`: let in here, not yet told to the server. */
export type StoredSeat = DoorSeat & { EventID: string; Pending?: boolean }

/**
 * A check-in made with no network, waiting for POST /checkin/sync. One per seat, proven by the QR code
 * read (`Code`) or, when typed, by the seat's short code from the list (`ShortCode`).
 */
export type QueuedScan = {
  ItemID: string
  EventID: string
  Code?: string
  ShortCode?: string
  ScannedAt: string
}

/** What a sync reported back that the door should see: a seat let in twice, or refused. */
export type SyncProblem = {
  ItemID: string
  EventID: string
  Result: 'duplicate' | 'invalid'
  /** A refused scan of a seat passed on (TICKET_TRANSFERRED): the door asks for the new holder's code. */
  Refusal?: DoorRefusal
  /** The seat's ticket, its section and category in English (empty when the list did not have the seat). */
  Section: string
  /** The same in Bengali, where the organizer named the ticket in Bengali: kept for a door in Bengali. */
  SectionBn?: string | null
  CheckedInAt: string | null
  FirstCheckedInAt: string | null
  CheckedInBy: string | null
}

export type DoorSnapshot = {
  event: DoorEvent | undefined
  seats: StoredSeat[]
  queue: QueuedScan[]
  problems: SyncProblem[]
}
