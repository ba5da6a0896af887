import type { SyncResult, SyncScan } from '@mela/shared/door'
import { readShortCode } from '@mela/shared/short-code'
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { events, purchaseItems, purchases, users } from '../../db/schema.ts'
import { FieldErrors } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'
import { readTicketCode, ticketKeys } from '../../lib/ticket-code.ts'
import { admitSeat, admitsAtDoor, lockSeatAndPurchase } from '../inventory/seat-state.ts'
import { doorSeatQuery, toDoorSeat } from './door-seat-view.ts'

/**
 * A round re-reads what changed in the last two minutes before it started too: an update whose
 * transaction began before the round's clock reading but committed after it is never missed.
 * The device keeps seats by ID, so reading one twice is harmless.
 */
const OVERLAP_MS = 2 * 60 * 1000

/**
 * Where a door device is in the list. A round pages through seats by ID; the first round (`s`
 * null) reads every paid seat, each later one only seats whose purchase or check-in changed after
 * `s`. `n` is when the round began: the next round's `s`, less the overlap.
 */
const CursorState = z.object({
  s: z.iso.datetime().nullable(),
  a: z.uuid().nullable(),
  n: z.iso.datetime(),
})
type CursorState = z.infer<typeof CursorState>

const encodeCursor = (state: CursorState) => Buffer.from(JSON.stringify(state)).toString('base64url')

function decodeCursor(cursor: string | undefined, now: Date): CursorState {
  if (!cursor) return { s: null, a: null, n: now.toISOString() }
  try {
    return CursorState.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
  } catch {
    throw FieldErrors({ Cursor: 'BAD_CURSOR' })
  }
}

const staffName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`.as('staff_name')

/** The event's seats a door admits and how many are in. */
export async function doorCounts(db: Db, eventId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      checkedIn: sql<number>`count(${purchaseItems.checkedInAt})`.mapWith(Number),
    })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(and(eq(purchases.eventId, eventId), admitsAtDoor))
  return { Total: row?.total ?? 0, CheckedIn: row?.checkedIn ?? 0 }
}

/** One page of the door list after `cursor`, and the cursor after it. */
export async function doorSeats(db: Db, eventId: string, cursor: string | undefined, limit: number) {
  const now = new Date()
  const state = decodeCursor(cursor, now)
  const since = state.s ? new Date(state.s) : null
  const changed = since
    ? and(
        inArray(purchases.status, ['paid', 'refunded', 'cancelled']),
        or(gt(purchases.updatedAt, since), gt(purchaseItems.checkedInAt, since)),
      )
    : eq(purchases.status, 'paid')
  const rows = await doorSeatQuery(db)
    .where(and(eq(purchases.eventId, eventId), changed, state.a ? gt(purchaseItems.id, state.a) : undefined))
    .orderBy(asc(purchaseItems.id))
    .limit(limit + 1)
  const more = rows.length > limit
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  // A round that ends begins the next one now: its `n` is this reading of the clock.
  const next: CursorState = more
    ? { ...state, a: last?.id ?? null }
    : { s: new Date(new Date(state.n).getTime() - OVERLAP_MS).toISOString(), a: null, n: now.toISOString() }
  const seats = page.map(toDoorSeat)
  return { Seats: seats, Cursor: encodeCursor(next), More: more }
}

/** The platform's ticket key as the 32 raw bytes WebCrypto imports, base64url. */
export async function rawPublicKey(db: Db): Promise<string> {
  const jwk = (await ticketKeys(db)).publicKey.export({ format: 'jwk' })
  if (!jwk.x) throw new Error('The ticket key is not an Ed25519 key')
  return jwk.x
}

const HOUR_MS = 60 * 60 * 1000
/** The door list opens this long before the event starts: a scan cannot be older. */
const DOOR_OPENS_BEFORE_MS = 12 * HOUR_MS
/** A scan cannot be later than this long after the event ends (a late crowd, a clock a little off). */
const DOOR_CLOSES_AFTER_MS = 6 * HOUR_MS

/** When a door could have let anyone in. */
type DoorHours = { opens: number; closes: number }

/**
 * The time a scan is stored with: the device's own, moved into the door's hours and never after now.
 * A device's clock (or whoever sends the request) is not trusted: a time before the door opened is
 * stored as the opening, one after it closed as the closing, one in the future as now. A device's
 * download time would bound it further, but a sync does not carry one
 * (docs/decisions/door-lists.md, "Offline scan times").
 */
function scanTime(scannedAt: string, hours: DoorHours, now: Date): Date {
  const latest = Math.min(hours.closes, now.getTime())
  return new Date(Math.min(Math.max(new Date(scannedAt).getTime(), hours.opens), latest))
}

// A device sends a scan again with the time it recorded, to the millisecond: the same staff member and the
// same instant is that scan again; any other time, even a second apart at the next gate, is a second scan.
const SAME_SCAN_MS = 1

/**
 * Lets in the seats a door device admitted while offline, each on its own: a conditional update,
 * so a seat let in elsewhere first is answered `duplicate` with both times, and the device sending
 * the same scan again is answered `checked-in` as before.
 */
export async function syncScans(
  db: Db,
  eventId: string,
  staffId: string,
  scans: SyncScan[],
  now = new Date(),
): Promise<SyncResult[]> {
  const { publicKey } = await ticketKeys(db)
  const [event] = await db
    .select({ startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(eq(events.id, eventId))
  if (!event) throw new Error(`Event ${eventId} is missing`)
  const hours = {
    opens: event.startsAt.getTime() - DOOR_OPENS_BEFORE_MS,
    closes: event.endsAt.getTime() + DOOR_CLOSES_AFTER_MS,
  }
  const results: SyncResult[] = []
  for (const scan of scans) results.push(await syncScan(db, eventId, staffId, scan, publicKey, now, hours))
  return results
}

/**
 * The scan names its seat with a proof: the signed QR code of that seat at this event, or that seat's
 * own short code (the device found it in its list). An item ID with anything else is refused, so a
 * device cannot admit seats it was never shown.
 */
async function provesSeat(
  db: Db,
  eventId: string,
  scan: SyncScan,
  publicKey: Parameters<typeof readTicketCode>[1],
) {
  if (scan.Code) {
    const named = readTicketCode(scan.Code, publicKey)
    return named?.itemId === scan.ItemID && named.eventId === eventId
  }
  const shortCode = scan.ShortCode ? readShortCode(scan.ShortCode) : undefined
  if (!shortCode) return false
  const [seat] = await db
    .select({ id: purchaseItems.id })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(
      and(
        eq(purchaseItems.id, scan.ItemID),
        eq(purchaseItems.shortCode, shortCode),
        eq(purchases.eventId, eventId),
      ),
    )
  return seat !== undefined
}

async function syncScan(
  db: Db,
  eventId: string,
  staffId: string,
  scan: SyncScan,
  publicKey: Parameters<typeof readTicketCode>[1],
  now: Date,
  hours: DoorHours,
): Promise<SyncResult> {
  const invalid: SyncResult = { ItemID: scan.ItemID, Result: 'invalid', CheckedInAt: null }
  if (!isUuid(scan.ItemID) || !(await provesSeat(db, eventId, scan, publicKey))) return invalid
  const scannedAt = scanTime(scan.ScannedAt, hours, now)

  return db.transaction(async (tx) => {
    // The purchase is written below (its updated_at): locked first, as every seat change does.
    const locked = await lockSeatAndPurchase(tx, scan.ItemID)
    if (locked?.purchase.eventId !== eventId) return invalid
    const seat = { purchaseId: locked.purchase.id }
    const admitted = await admitSeat(tx, scan.ItemID, staffId, scannedAt)
    if (admitted) {
      // The seat was let in at a past time; other door devices learn of it by the purchase changing now.
      await tx.update(purchases).set({ updatedAt: now }).where(eq(purchases.id, seat.purchaseId))
      return { ItemID: scan.ItemID, Result: 'checked-in', CheckedInAt: scannedAt.toISOString() }
    }
    const [first] = await tx
      .select({
        at: purchaseItems.checkedInAt,
        by: purchaseItems.checkedInBy,
        admits: sql<boolean>`${admitsAtDoor}`,
        transferred: purchaseItems.transferredAt,
        username: users.username,
        name: staffName,
      })
      .from(purchaseItems)
      .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .leftJoin(users, eq(users.id, purchaseItems.checkedInBy))
      .where(eq(purchaseItems.id, scan.ItemID))
    // Not let in and not letting anyone in: refunded, being refunded, passed on or voided. One passed on
    // is told apart: the door asks its holder for the new code.
    if (!first?.at || !first.admits)
      return first?.transferred ? { ...invalid, Refusal: 'TICKET_TRANSFERRED' } : invalid
    const firstAt = first.at
    if (first.by === staffId && Math.abs(firstAt.getTime() - scannedAt.getTime()) < SAME_SCAN_MS)
      return { ItemID: scan.ItemID, Result: 'checked-in', CheckedInAt: firstAt.toISOString() }
    return {
      ItemID: scan.ItemID,
      Result: 'duplicate',
      CheckedInAt: scannedAt.toISOString(),
      FirstCheckedInAt: firstAt.toISOString(),
      CheckedInBy: first.name ?? first.username,
    }
  })
}
