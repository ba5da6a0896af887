import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { onServer, runPrepared } from '../../db/prepared.ts'
import {
  purchaseItems,
  purchases,
  seatingPlans,
  seatingRows,
  seatingSections,
  seats,
} from '../../db/schema.ts'
import { seatStatusJoined } from './reserved-seats.ts'

/**
 * A seat as best available reads the hall: its place, its ticket, and from when it is free: 0 when free
 * now, a hold's end while held (it frees then unless paid), never (Infinity) when sold or blocked.
 */
export type HallSeat = {
  id: string
  x: number
  y: number
  ticketId: string
  freeFrom: number
  /** How a refusal names it ("Stalls C-12"), and its place in the plan's order. */
  label?: string
  position?: number
}

/** A seat as the hall's read answers it. */
type HallSeatRow = {
  id: string
  rowId: string
  x: number
  y: number
  ticketId: string
  status: 'free' | 'held' | 'sold' | 'blocked'
  heldUntil: Date | string | null
  number: string
  position: number
}

/** A row of the hall, its seats left to right; `aisleBefore[i]`: an aisle parts seat i from seat i − 1. */
export type HallRow = { seats: HallSeat[]; aisleBefore: boolean[]; centre: number }

/**
 * An event's seats as read at one moment: the rows that hold seats of each ticket (every seat of such a
 * row, whatever its ticket, since another ticket's seat breaks a run too), and each seat by ID. `seatsChanged`:
 * the plan's count of seat changes but new holds (`seating_plans.seats_changed`), read before the seats.
 */
export type Hall = { rowsOf: Map<string, HallRow[]>; byId: Map<string, HallSeat>; seatsChanged?: number }

/** Reads the hall: the event's seats in one range of its index, row by row, with their statuses at `now`. */
export async function readHall(db: Db, eventId: string, now: Date): Promise<Hall> {
  const seatsChanged = await seatsChangedOf(db, eventId)
  // The rows apart (a few dozen) and the seats in one range of their index, put in order here: a join of the
  // two, planned on a new hall's unanalysed tables, compared every seat with every row.
  const rowsOfPlan = await db
    .select({
      id: seatingRows.id,
      position: seatingRows.position,
      label: seatingRows.label,
      section: seatingSections.name,
    })
    .from(seatingRows)
    .leftJoin(
      seatingSections,
      and(eq(seatingSections.eventId, seatingRows.eventId), eq(seatingSections.id, seatingRows.sectionId)),
    )
    .where(eq(seatingRows.eventId, eventId))
  // The driver's rows as they come: Drizzle's mapping of 2,000 rows cost more than the read itself, a few
  // dozen times a sale (docs/decisions/seated-hold-cost.md).
  const found = (
    (await db.execute(sql`select ${seats.id} as id, ${seats.rowId} as "rowId", ${seats.x} as x,
        ${seats.y} as y, ${seats.ticketId} as "ticketId", ${seatStatusJoined(now)} as status,
        ${purchaseItems.heldUntil} as "heldUntil", ${seats.number} as number, ${seats.position} as position
      from ${seats}
      left join ${purchaseItems} on ${purchaseItems.id} = ${seats.itemId}
      left join ${purchases} on ${purchases.id} = ${purchaseItems.purchaseId}
      where ${seats.eventId} = ${eventId}`)) as unknown as { rows: HallSeatRow[] }
  ).rows
  const rows = new Map(
    rowsOfPlan.map((row) => [
      row.id,
      {
        position: row.position,
        prefix: `${row.section ? `${row.section} ` : ''}${row.label ? `${row.label}-` : ''}`,
        seats: [] as HallSeat[],
      },
    ]),
  )
  const byId = new Map<string, HallSeat>()
  for (const seat of found) {
    const row = rows.get(seat.rowId)
    if (!row) continue
    const { status, heldUntil } = seat
    const freeFrom =
      status === 'free' ? 0 : status === 'held' && heldUntil ? new Date(heldUntil).getTime() : Infinity
    // Written out field by field: a rest and a spread per seat cost most of a 2,000-seat read's time here.
    const hallSeat: HallSeat = {
      id: seat.id,
      x: seat.x,
      y: seat.y,
      ticketId: seat.ticketId,
      freeFrom,
      // As mela_seats_taken names a seat taken: "Stalls C-12".
      label: `${row.prefix}${seat.number}`,
      position: seat.position,
    }
    byId.set(seat.id, hallSeat)
    row.seats.push(hallSeat)
  }
  const rowsOf = new Map<string, HallRow[]>()
  for (const { seats: rowSeats } of [...rows.values()].sort((a, b) => a.position - b.position)) {
    if (rowSeats.length === 0) continue
    const row = hallRow(rowSeats.sort((a, b) => a.x - b.x))
    for (const ticketId of new Set(rowSeats.map((seat) => seat.ticketId))) {
      const ofTicket = rowsOf.get(ticketId)
      if (ofTicket) ofTicket.push(row)
      else rowsOf.set(ticketId, [row])
    }
  }
  return { rowsOf, byId, seatsChanged }
}

// Asked by every buyer whose picked seats a snapshot prices or refuses (about one and a half a seated hold of
// bench:seats): named and prepared once per connection rather than built by the query builder each time.
const SEATS_CHANGED = {
  name: 'mela_seats_changed',
  text: 'select seats_changed as "seatsChanged" from seating_plans where event_id = $1',
}

/** The plan's count of seat changes other than new holds; undefined when the event has no plan. */
export async function seatsChangedOf(db: Db, eventId: string): Promise<number | undefined> {
  if (onServer(db)) {
    const [plan] = await runPrepared<{ seatsChanged: number }>(db, SEATS_CHANGED, [eventId])
    return plan?.seatsChanged
  }
  const [plan] = await db
    .select({ seatsChanged: seatingPlans.seatsChanged })
    .from(seatingPlans)
    .where(eq(seatingPlans.eventId, eventId))
  return plan?.seatsChanged
}

/** A row's aisles: a gap wider than 1.5 × the row's usual spacing between two seats. */
function hallRow(rowSeats: HallSeat[]): HallRow {
  const gaps = rowSeats.slice(1).map((seat, i) => Math.abs(seat.x - (rowSeats[i]?.x ?? seat.x)))
  const spacing = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0
  return {
    seats: rowSeats,
    aisleBefore: rowSeats.map((_, i) => i > 0 && spacing > 0 && (gaps[i - 1] ?? 0) > spacing * 1.5),
    centre: ((rowSeats[0]?.x ?? 0) + (rowSeats.at(-1)?.x ?? 0)) / 2,
  }
}
