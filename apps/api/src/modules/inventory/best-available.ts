import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, seatingRows, seats } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { seatStatusJoined } from './reserved-seats.ts'

/** A seat of a row as best available weighs it: in row order, free or not, of the wanted ticket or not. */
export type RowSeat = { id: string; x: number; y: number; open: boolean }

/**
 * Picks `quantity` seats side by side in one row (docs/decisions.md "Reserved seating"): seats are side
 * by side when they follow each other in the row with no aisle between them (a gap wider than 1.5 × the
 * row's usual spacing). Among the rows holding such a run the front one wins (lowest Y), then the
 * choice that leaves no single seat stranded, then the one nearest the row's centre. Undefined when no
 * row has such a run: the buyer is told so rather than split up. `spread`: choose at random among that many
 * of the best (a look without locks, where the best is what everyone else is reaching for too).
 */
export function chooseSideBySide(rows: RowSeat[][], quantity: number, spread = 1): string[] | undefined {
  const choices: { score: number[]; ids: string[] }[] = []
  for (const row of rows) {
    const centre = ((row[0]?.x ?? 0) + (row.at(-1)?.x ?? 0)) / 2
    for (const run of runsOf(row)) {
      for (let start = 0; start + quantity <= run.length; start++) {
        const pick = run.slice(start, start + quantity)
        const [first, last] = [pick[0], pick.at(-1)]
        if (!first || !last) continue
        const orphan = start === 1 || run.length - start - quantity === 1 ? 1 : 0
        const score = [first.y, orphan, Math.abs((first.x + last.x) / 2 - centre)]
        choices.push({ score, ids: pick.map((seat) => seat.id) })
      }
    }
  }
  choices.sort((a, b) => (before(a.score, b.score) ? -1 : before(b.score, a.score) ? 1 : 0))
  // `spread` > 1: one of the best few at random, so a crowd looking at once does not all reach for the same seats.
  return choices[Math.floor(Math.random() * Math.min(spread, choices.length))]?.ids
}

const before = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0)
  return false
}

/** Runs of open seats with no closed seat and no aisle between them. */
function runsOf(row: RowSeat[]): RowSeat[][] {
  const gaps = row.slice(1).map((seat, i) => Math.abs(seat.x - (row[i]?.x ?? seat.x)))
  const spacing = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0
  const runs: RowSeat[][] = []
  let current: RowSeat[] = []
  row.forEach((seat, i) => {
    const aisle = i > 0 && spacing > 0 && (gaps[i - 1] ?? 0) > spacing * 1.5
    if (!seat.open || aisle) {
      if (current.length) runs.push(current)
      current = seat.open ? [seat] : []
    } else current.push(seat)
  })
  if (current.length) runs.push(current)
  return runs
}

/**
 * Chooses `quantity` free seats of a seated ticket side by side, or refuses with SEATS_NOT_TOGETHER. Run
 * while the ticket is locked (in the hold's transaction), so the seats chosen are still free when held.
 * `without`: seats this order already took (another line of the same order); `spread` as chooseSideBySide.
 */
export async function bestAvailableSeats(
  tx: Db,
  eventId: string,
  ticketId: string,
  quantity: number,
  now: Date,
  without: Set<string> = new Set(),
  spread = 1,
): Promise<string[]> {
  // The whole event's seats in one range of its index, the ticket's rows kept after: a subquery naming
  // the ticket's rows let a plan made on a new hall's unanalysed table read the hall once per row.
  const found = await tx
    .select({
      id: seats.id,
      rowId: seats.rowId,
      x: seats.x,
      y: seats.y,
      ticketId: seats.ticketId,
      status: seatStatusJoined(now),
    })
    .from(seats)
    .innerJoin(seatingRows, and(eq(seatingRows.eventId, seats.eventId), eq(seatingRows.id, seats.rowId)))
    .leftJoin(purchaseItems, eq(purchaseItems.id, seats.itemId))
    .leftJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(eq(seats.eventId, eventId))
    .orderBy(asc(seatingRows.position), asc(seats.x))
  const ticketRows = new Set(found.filter((seat) => seat.ticketId === ticketId).map((seat) => seat.rowId))
  const rows = new Map<string, RowSeat[]>()
  for (const seat of found) {
    if (!ticketRows.has(seat.rowId)) continue
    const open = seat.ticketId === ticketId && seat.status === 'free' && !without.has(seat.id)
    const row = rows.get(seat.rowId) ?? []
    row.push({ id: seat.id, x: seat.x, y: seat.y, open })
    rows.set(seat.rowId, row)
  }
  const chosen = chooseSideBySide([...rows.values()], quantity, spread)
  if (!chosen) throw fail('SEATS_NOT_TOGETHER', 409, { quantity })
  return chosen
}
