import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, seatingPlans, seats, tickets } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'

/**
 * Reserved seats (docs/seat-states.md "A reserved seat"): a plan's seat is held or owned by the purchase
 * item `seats.item_id` names, and its status is that item's state (mela_seat_status, migration 0019).
 * Taking seats happens while the seats' tickets are locked, as every hold and sale of a ticket does.
 */

/** A seat's status as the database reads it, for a query's select list. */
export const seatStatus = (now: Date) =>
  // A seat nobody ever held is answered without calling the function: most of a plan, most of the time.
  sql<
    'free' | 'held' | 'sold' | 'blocked'
  >`case when ${seats.itemId} is null and not ${seats.blocked} then 'free'
    else mela_seat_status(${seats.blocked}, ${seats.itemId}, ${now.toISOString()}::timestamptz) end`

/**
 * seatStatus for a whole plan at once, the same answer as mela_seat_status, read through joins to the
 * seats' items and their purchases (left joins the query makes) instead of a call per seat: a
 * best-available snapshot, under the tickets' locks, or a plan rebuilt mid-sale reads 2,000 seats, most of
 * them held by then, and the calls cost ~40 ms a read where the joins cost a few.
 */
export const seatStatusJoined = (now: Date) =>
  sql<'free' | 'held' | 'sold' | 'blocked'>`case
    when ${seats.blocked} then 'blocked'
    when ${seats.itemId} is null then 'free'
    when ${purchaseItems.refundedAt} is not null or ${purchaseItems.voidedAt} is not null then 'free'
    when ${purchases.status} = 'paid' then 'sold'
    when ${purchases.status} = 'pending' and ${purchaseItems.heldUntil} > ${now.toISOString()}::timestamptz
      then 'held'
    else 'free' end`

/**
 * Locks the chosen seats and refuses them all with SEAT_TAKEN (their labels) when one is held, sold or
 * blocked, or no longer of the ticket it was priced on (the organizer gave it to another since the order
 * read it: mela_seats_moved, migration 0024). Run while their tickets are locked, before the items that
 * will own them are written. With `{ lock: false }` it is a snapshot that decides nothing: a crowd asking for
 * taken seats is turned away before it queues for the tickets' locks.
 */
export async function refuseTakenSeats(
  tx: Db,
  eventId: string,
  chosen: { seatId: string; ticketId: string }[],
  now: Date,
  { lock = true } = {},
) {
  if (chosen.length === 0) return
  const ids = sql.join(
    chosen.map((seat) => sql`${seat.seatId}`),
    sql`, `,
  )
  const result = (await tx.execute(
    sql`select mela_seats_taken(${eventId}::uuid, array[${ids}]::text[], ${now.toISOString()}::timestamptz, ${lock}) as taken,
      mela_seats_moved(${eventId}::uuid, ${JSON.stringify(chosen)}::jsonb) as moved`,
  )) as unknown as { rows: { taken: string[] | string; moved: string[] | string }[] }
  const [row] = result.rows
  const taken = [...parseTextArray(row?.taken), ...parseTextArray(row?.moved)]
  if (taken.length > 0) throw fail('SEAT_TAKEN', 409, { seats: taken.join(', ') })
}

// node-postgres parses text[]; PGlite may hand back the array literal.
function parseTextArray(value: string[] | string | undefined): string[] {
  if (!value) return []
  if (Array.isArray(value)) return value
  const inner = value.replace(/^\{|\}$/g, '')
  return inner ? inner.split(',').map((label) => label.replace(/^"|"$/g, '')) : []
}

/** How many seats of the plan a ticket has: none for a ticket sold by quantity. */
export async function seatsOfTicket(tx: Db, ticketId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(seats)
    .where(eq(seats.ticketId, ticketId))
  return row?.n ?? 0
}

/**
 * For one seat offered without a buyer choosing it (a waiting list's offer): whether the ticket is seated,
 * and its first free seat from the front of the hall. Run while the ticket is locked, as every seat is
 * taken under that lock, so the seat cannot be taken before the offer's item names it.
 */
export async function firstFreeSeat(tx: Db, ticketId: string, now: Date) {
  const rows = await tx
    .select({ id: seats.id, status: seatStatus(now) })
    .from(seats)
    .where(eq(seats.ticketId, ticketId))
    .orderBy(seats.y, seats.x)
  return { seated: rows.length > 0, seatId: rows.find((row) => row.status === 'free')?.id }
}

/** Whether the ticket is sold by seats of a plan (a seat) or counted (a ticket): what an offer of it says. */
export async function isSeated(db: Db, ticketId: string) {
  const [seat] = await db.select({ id: seats.id }).from(seats).where(eq(seats.ticketId, ticketId)).limit(1)
  return seat !== undefined
}

/** The seats a purchase's items name become theirs; the plan's version moves. */
export async function ownSeats(tx: Db, eventId: string, purchaseId: string, now: Date) {
  await tx.execute(
    sql`select mela_own_seats(${eventId}::uuid, ${purchaseId}::uuid, ${now.toISOString()}::timestamptz)`,
  )
}

/**
 * The plan moved by something other than a hold: the seat availability snapshots of best available cannot
 * trust what they show.
 */
const seatsMayHaveChanged = {
  version: sql`${seatingPlans.version} + 1`,
  seatsChanged: sql`${seatingPlans.seatsChanged} + 1`,
  updatedAt: sql`now()`,
}

/**
 * Moves the seating version of the events these tickets belong to (held seats sold, released, refunded
 * or voided): the cached public plan is read again. Taken last in a transaction's locks (after tickets).
 */
export async function seatsChanged(tx: Db, ticketIds: string[]) {
  if (ticketIds.length === 0) return
  await tx
    .update(seatingPlans)
    .set(seatsMayHaveChanged)
    .where(
      inArray(
        seatingPlans.eventId,
        tx
          .selectDistinct({ eventId: tickets.eventId })
          .from(tickets)
          .where(inArray(tickets.id, [...new Set(ticketIds)])),
      ),
    )
}

/** The same, for one purchase's seats, when it has reserved ones. */
export async function purchaseSeatsChanged(tx: Db, purchaseId: string) {
  await tx
    .update(seatingPlans)
    .set(seatsMayHaveChanged)
    .where(
      and(
        eq(
          seatingPlans.eventId,
          sql`(select ${purchases.eventId} from ${purchases} where ${purchases.id} = ${purchaseId})`,
        ),
        sql`exists (select 1 from ${purchaseItems} where ${purchaseItems.purchaseId} = ${purchaseId} and ${purchaseItems.seatId} is not null)`,
      ),
    )
}

/**
 * A transfer keeps the seat with the ticket: the new holder's item owns the plan's seat. In the
 * transaction that passes the seat on.
 */
export async function moveSeatOwner(tx: Db, fromItemId: string, toItemId: string) {
  await tx.update(seats).set({ itemId: toItemId }).where(eq(seats.itemId, fromItemId))
}

/**
 * True when every reserved seat of this purchase is still its own, on its ticket and not blocked (a late
 * payment keeps its seats only then: meanwhile another buyer may have taken one, or the organizer removed
 * it, blocked it or gave it to another ticket).
 */
export async function purchaseStillOwnsSeats(tx: Db, purchaseId: string) {
  const [row] = await tx
    .select({
      named: sql<number>`count(*)`.mapWith(Number),
      owned: sql<number>`count(${seats.id})`.mapWith(Number),
    })
    .from(purchaseItems)
    .leftJoin(
      seats,
      and(
        eq(seats.itemId, purchaseItems.id),
        eq(seats.id, purchaseItems.seatId),
        eq(seats.ticketId, purchaseItems.ticketId),
        eq(seats.blocked, false),
      ),
    )
    .where(and(eq(purchaseItems.purchaseId, purchaseId), sql`${purchaseItems.seatId} is not null`))
  return !row || row.named === row.owned
}
