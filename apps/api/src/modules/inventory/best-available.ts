import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, seatingRows, seats } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { seatStatusJoined } from './reserved-seats.ts'

/**
 * A seat as best available reads the hall: its place, its ticket, and from when it is free: 0 when free
 * now, a hold's end while held (it frees then unless paid), never (Infinity) when sold or blocked.
 */
export type HallSeat = { id: string; x: number; y: number; ticketId: string; freeFrom: number }

/** A row of the hall, its seats left to right; `aisleBefore[i]`: an aisle parts seat i from seat i − 1. */
export type HallRow = { seats: HallSeat[]; aisleBefore: boolean[]; centre: number }

/**
 * An event's seats as read at one moment: the rows that hold seats of each ticket (every seat of such a
 * row, whatever its ticket, since another ticket's seat breaks a run too), and each seat by ID.
 */
export type Hall = { rowsOf: Map<string, HallRow[]>; byId: Map<string, HallSeat> }

/** Fewer seats of the ticket left than the order wants: how many, and when the first hold on one runs out. */
export type NotEnoughLeft = { left: number; firstHoldEnds?: Date }

/** Reads the hall: the event's seats in one range of its index, row by row, with their statuses at `now`. */
export async function readHall(db: Db, eventId: string, now: Date): Promise<Hall> {
  // The whole event in one range, ticket and row sorted out here: a subquery naming the ticket's rows let
  // a plan made on a new hall's unanalysed table read the hall once per row.
  const found = await db
    .select({
      id: seats.id,
      rowId: seats.rowId,
      x: seats.x,
      y: seats.y,
      ticketId: seats.ticketId,
      status: seatStatusJoined(now),
      heldUntil: purchaseItems.heldUntil,
    })
    .from(seats)
    .innerJoin(seatingRows, and(eq(seatingRows.eventId, seats.eventId), eq(seatingRows.id, seats.rowId)))
    .leftJoin(purchaseItems, eq(purchaseItems.id, seats.itemId))
    .leftJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(eq(seats.eventId, eventId))
    .orderBy(asc(seatingRows.position), asc(seats.x))
  const rows = new Map<string, HallSeat[]>()
  const byId = new Map<string, HallSeat>()
  for (const { rowId, status, heldUntil, ...seat } of found) {
    const freeFrom =
      status === 'free' ? 0 : status === 'held' && heldUntil ? new Date(heldUntil).getTime() : Infinity
    const hallSeat = { ...seat, freeFrom }
    byId.set(seat.id, hallSeat)
    const row = rows.get(rowId)
    if (row) row.push(hallSeat)
    else rows.set(rowId, [hallSeat])
  }
  const rowsOf = new Map<string, HallRow[]>()
  for (const rowSeats of rows.values()) {
    const row = hallRow(rowSeats)
    for (const ticketId of new Set(rowSeats.map((seat) => seat.ticketId))) {
      const ofTicket = rowsOf.get(ticketId)
      if (ofTicket) ofTicket.push(row)
      else rowsOf.set(ticketId, [row])
    }
  }
  return { rowsOf, byId }
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

/**
 * Chooses `quantity` free seats of a ticket side by side from `hall` as it stands at `now`. Exact when the
 * hall was read under the ticket's lock; a look otherwise. When the ticket has fewer seats left than
 * `wanted` (all the order asks of it) it answers how many are left, for the buyer to hear it as of a
 * counted ticket (a seated ticket's capacity is its unblocked seats); else, with no run long enough,
 * SEATS_NOT_TOGETHER. `without`: seats this order took already (its picks, another line); `spread` as
 * chooseSideBySide.
 */
export function bestAvailableSeats(
  hall: Hall,
  ticketId: string,
  want: { quantity: number; wanted: number },
  now: Date,
  without: Set<string> = new Set(),
  spread = 1,
): string[] | NotEnoughLeft {
  const at = now.getTime()
  const rows = hall.rowsOf.get(ticketId) ?? []
  const open = (seat: HallSeat) => seat.ticketId === ticketId && seat.freeFrom <= at && !without.has(seat.id)
  const chosen = chooseSideBySide(rows, open, want.quantity, spread)
  if (chosen) return chosen
  const ofTicket = rows.flatMap((row) => row.seats.filter((seat) => seat.ticketId === ticketId))
  const left = ofTicket.filter((seat) => seat.freeFrom <= at).length
  if (want.wanted > left) {
    const holdEnds = ofTicket.map((seat) => seat.freeFrom).filter((from) => from > at && from < Infinity)
    return { left, firstHoldEnds: holdEnds.length ? new Date(Math.min(...holdEnds)) : undefined }
  }
  throw fail('SEATS_NOT_TOGETHER', 409, { quantity: want.quantity })
}

/**
 * Marks seats held until `until` in `hall` at once, before the hold that takes them has answered, so buyers
 * choosing from the same look meanwhile reach for other seats. Answers how to give them back to the look
 * when the hold was not made.
 */
export function claimInHall(hall: Hall, seatIds: string[], until: number): () => void {
  const claimed = seatIds.flatMap((id) => {
    const seat = hall.byId.get(id)
    return seat ? [{ seat, freeFrom: seat.freeFrom }] : []
  })
  for (const { seat } of claimed) seat.freeFrom = until
  return () => {
    for (const { seat, freeFrom } of claimed) seat.freeFrom = freeFrom
  }
}

type Choice = { row: HallRow; start: number; y: number; orphan: number; offCentre: number }

/**
 * Picks `quantity` open seats side by side in one row (docs/decisions/best-available.md): seats are
 * side by side when they follow each other in the row with no aisle between them. Among the rows holding
 * such a run the front one wins (lowest Y), then the choice that leaves no single seat stranded, then the
 * one nearest the row's centre. Undefined when no row has such a run: the buyer is told so rather than
 * split up. `spread`: choose at random among that many of the best (a look without locks, where the best
 * is what everyone else is reaching for too).
 */
export function chooseSideBySide(
  rows: HallRow[],
  open: (seat: HallSeat) => boolean,
  quantity: number,
  spread = 1,
): string[] | undefined {
  const choices: Choice[] = []
  for (const row of rows) {
    // Runs of open seats as [from, to): no closed seat and no aisle inside.
    let from = 0
    for (let i = 0; i <= row.seats.length; i++) {
      const seat = row.seats[i]
      const endsRun = !seat || !open(seat) || row.aisleBefore[i]
      if (!endsRun) continue
      const length = i - from
      for (let start = 0; start + quantity <= length; start++) {
        const first = row.seats[from + start] as HallSeat
        const last = row.seats[from + start + quantity - 1] as HallSeat
        const orphan = start === 1 || length - start - quantity === 1 ? 1 : 0
        choices.push({
          row,
          start: from + start,
          y: first.y,
          orphan,
          offCentre: Math.abs((first.x + last.x) / 2 - row.centre),
        })
      }
      from = seat && open(seat) ? i : i + 1
    }
  }
  if (choices.length === 0) return undefined
  // `spread` > 1: one of the best few at random, so a crowd looking at once does not all reach for the same seats.
  const best = spread === 1 ? [choices.reduce((a, b) => (better(b, a) ? b : a))] : choices.sort(compare)
  const choice = best[Math.floor(Math.random() * Math.min(spread, best.length))] as Choice
  return choice.row.seats.slice(choice.start, choice.start + quantity).map((seat) => seat.id)
}

const compare = (a: Choice, b: Choice) => a.y - b.y || a.orphan - b.orphan || a.offCentre - b.offCentre
const better = (a: Choice, b: Choice) => compare(a, b) < 0
