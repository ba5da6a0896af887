import { fail } from '../../lib/errors.ts'
import type { Hall, HallRow, HallSeat } from './hall-read.ts'

/** Fewer seats of the ticket left than the order wants: how many, and when the first hold on one runs out. */
export type NotEnoughLeft = { left: number; firstHoldEnds?: Date }

/**
 * Chooses `quantity` free seats of a ticket side by side from `hall` as it stands at `now`. Exact when the
 * hall was read under the ticket's lock; a snapshot otherwise. When the ticket has fewer seats left than
 * `wanted` (all the order asks of it) it answers how many are left, for the buyer to hear it as of a
 * counted ticket (a seated ticket's capacity is its unblocked seats); else, with no run long enough,
 * SEATS_NOT_TOGETHER. `without`: seats this order took already (its picks, another line); `width` as
 * chooseSideBySide.
 */
export function bestAvailableSeats(
  hall: Hall,
  ticketId: string,
  want: { quantity: number; wanted: number },
  now: Date,
  without: Set<string> = new Set(),
  width = 1,
): string[] | NotEnoughLeft {
  const at = now.getTime()
  const known = without.size === 0 ? noRunKnown(hall, ticketId, want.quantity, at) : undefined
  const rows = hall.rowsOf.get(ticketId) ?? []
  const chosen = known
    ? undefined
    : chooseSideBySide(
        rows,
        (seat) =>
          seat.ticketId === ticketId && seat.freeFrom <= at && !(without.size && without.has(seat.id)),
        want.quantity,
        width,
        rowsWithoutRun(hall, ticketId, want.quantity, at, without.size === 0),
      )
  if (chosen) return chosen
  const left = known ?? seatsLeftIn(rows, ticketId, at)
  if (without.size === 0) rememberNoRun(hall, ticketId, want.quantity, left)
  if (want.wanted > left.left) {
    const { left: count, firstHoldEnds } = left
    return { left: count, firstHoldEnds: firstHoldEnds === undefined ? undefined : new Date(firstHoldEnds) }
  }
  throw fail('SEATS_NOT_TOGETHER', 409, { quantity: want.quantity })
}

/** A ticket's seats free at `at`, the first hold on one to run out after it, and when the count next moves. */
type SeatsLeft = { left: number; firstHoldEnds?: number; until: number }

function seatsLeftIn(rows: HallRow[], ticketId: string, at: number): SeatsLeft {
  let left = 0
  let firstHoldEnds = Number.POSITIVE_INFINITY
  for (const row of rows)
    for (const seat of row.seats) {
      if (seat.ticketId !== ticketId) continue
      if (seat.freeFrom <= at) left++
      else if (seat.freeFrom < firstHoldEnds) firstHoldEnds = seat.freeFrom
    }
  const ends = Number.isFinite(firstHoldEnds) ? firstHoldEnds : undefined
  return { left, firstHoldEnds: ends, until: firstHoldEnds }
}

// "No run of N seats of this ticket" found in a snapshot, with the seats left, kept with the snapshot until a
// hold in it runs out or the snapshot is marked (seatsMarked), so the buyers refused after a sell-out do not
// each search 2,000 seats again.
const noRuns = new WeakMap<Hall, Map<string, SeatsLeft>>()

/** Seats of a snapshot were marked taken or given back: what it remembers of missing runs is counted anew. */
export function seatsMarked(hall: Hall) {
  noRuns.delete(hall)
}

// Rows of a snapshot found with no run of N seats of a ticket, each until its first hold runs out, so a search
// skips them: as a hall fills from the front, every buyer's search otherwise went through the same full
// front rows seat by seat (a profile of bench:seats: the search, most of it over such rows, was Mela's largest
// cost). Marking seats taken in a snapshot never makes a run; giving seats back may (seatsGivenBack).
const fullRows = new WeakMap<Hall, Map<string, Map<HallRow, number>>>()

/** Seats set aside in a snapshot were given back: rows found without a run may have one now. */
function seatsGivenBack(hall: Hall) {
  fullRows.delete(hall)
}

/** What a search of `hall` at `at` knows of rows without a run, and tells of those it finds (`learn`). */
function rowsWithoutRun(
  hall: Hall,
  ticketId: string,
  quantity: number,
  at: number,
  learn: boolean,
): RowsWithoutRun {
  const ofHall = fullRows.get(hall) ?? new Map<string, Map<HallRow, number>>()
  fullRows.set(hall, ofHall)
  const key = `${ticketId} ${quantity}`
  const known = ofHall.get(key) ?? new Map<HallRow, number>()
  ofHall.set(key, known)
  return {
    // Seats free at `at` stay free later unless taken, and none frees before the row's first hold ends.
    skip: (row) => at < (known.get(row) ?? Number.NEGATIVE_INFINITY),
    // Only a search that took no seats out (`without`) learns: it saw every open seat.
    none: (row) => {
      if (!learn) return
      let until = Number.POSITIVE_INFINITY
      for (const seat of row.seats)
        if (seat.ticketId === ticketId && seat.freeFrom > at && seat.freeFrom < until) until = seat.freeFrom
      known.set(row, until)
    },
  }
}

/** Rows a search need not look at (`skip`), and a row it found with no run (`none`). */
type RowsWithoutRun = { skip: (row: HallRow) => boolean; none: (row: HallRow) => void }

function noRunKnown(hall: Hall, ticketId: string, quantity: number, at: number) {
  const known = noRuns.get(hall)?.get(`${ticketId} ${quantity}`)
  return known && at < known.until ? known : undefined
}

function rememberNoRun(hall: Hall, ticketId: string, quantity: number, left: SeatsLeft) {
  const known = noRuns.get(hall) ?? new Map<string, SeatsLeft>()
  noRuns.set(hall, known)
  known.set(`${ticketId} ${quantity}`, left)
}

/**
 * Marks seats held until `until` in `hall` at once, before the hold that takes them has answered, so buyers
 * choosing from the same snapshot meanwhile reach for other seats. Answers how to give them back to the
 * snapshot when the hold was not made.
 */
export function setAsideInSnapshot(hall: Hall, seatIds: string[], until: number): () => void {
  const aside = seatIds.flatMap((id) => {
    const seat = hall.byId.get(id)
    return seat ? [{ seat, freeFrom: seat.freeFrom }] : []
  })
  for (const { seat } of aside) seat.freeFrom = until
  seatsMarked(hall)
  return () => {
    for (const { seat, freeFrom } of aside) seat.freeFrom = freeFrom
    seatsMarked(hall)
    seatsGivenBack(hall)
  }
}

type Choice = { row: HallRow; start: number; y: number; orphan: number; offCentre: number }

/**
 * Picks `quantity` open seats side by side in one row (docs/decisions/best-available.md): seats are
 * side by side when they follow each other in the row with no aisle between them. Among the rows holding
 * such a run the front one wins (lowest Y), then the choice that leaves no single seat stranded, then the
 * one nearest the row's centre. Undefined when no row has such a run: the buyer is told so rather than
 * split up. `width`: choose at random among that many of the best (a snapshot without locks, where the best
 * is what everyone else is reaching for too). `withoutRun`: rows known to hold no run, skipped, and told of
 * those found.
 */
export function chooseSideBySide(
  rows: HallRow[],
  open: (seat: HallSeat) => boolean,
  quantity: number,
  width = 1,
  withoutRun?: RowsWithoutRun,
): string[] | undefined {
  const choices: Choice[] = []
  let deepest = Number.NEGATIVE_INFINITY
  for (const { row, front } of frontFirst(rows)) {
    // This row and every later one sit behind every choice found: with `width` found, none of theirs
    // could rank among the best (the front row wins first), so a crowd's search stops at the front.
    if (choices.length >= width && front > deepest) break
    if (withoutRun?.skip(row)) continue
    const found = choices.length
    // Runs of open seats as [from, to): no closed seat and no aisle inside.
    let from = 0
    for (let i = 0; i <= row.seats.length; i++) {
      const seat = row.seats[i]
      const isOpen = seat !== undefined && open(seat)
      if (isOpen && !row.aisleBefore[i]) continue
      const length = i - from
      for (let start = 0; start + quantity <= length; start++) {
        const first = row.seats[from + start] as HallSeat
        const last = row.seats[from + start + quantity - 1] as HallSeat
        const orphan = start === 1 || length - start - quantity === 1 ? 1 : 0
        deepest = Math.max(deepest, first.y)
        choices.push({
          row,
          start: from + start,
          y: first.y,
          orphan,
          offCentre: Math.abs((first.x + last.x) / 2 - row.centre),
        })
      }
      from = isOpen ? i : i + 1
    }
    if (choices.length === found) withoutRun?.none(row)
  }
  if (choices.length === 0) return undefined
  // `width` > 1: one of the best few at random, so a crowd looking at once does not all reach for the same
  // seats.
  const best = width === 1 ? [choices.reduce((a, b) => (better(b, a) ? b : a))] : bestFew(choices, width)
  const choice = best[Math.floor(Math.random() * Math.min(width, best.length))] as Choice
  return choice.row.seats.slice(choice.start, choice.start + quantity).map((seat) => seat.id)
}

// A ticket's rows, front first (by their seats' least Y; ties in plan order), sorted once per snapshot.
const rowsFrontFirst = new WeakMap<HallRow[], { row: HallRow; front: number }[]>()

function frontFirst(rows: HallRow[]) {
  let sorted = rowsFrontFirst.get(rows)
  if (!sorted) {
    sorted = rows
      .map((row) => ({ row, front: Math.min(...row.seats.map((seat) => seat.y)) }))
      .sort((a, b) => a.front - b.front)
    rowsFrontFirst.set(rows, sorted)
  }
  return sorted
}

/**
 * The `few` best choices in order (and maybe some more): the front rows' choices only are sorted, as the
 * first key is the row's Y. Sorting a whole hall's runs for each buyer cost more than the rest of the choice.
 */
function bestFew(choices: Choice[], few: number): Choice[] {
  if (choices.length <= few) return choices.sort(compare)
  const byY = new Map<number, Choice[]>()
  for (const choice of choices) {
    const atY = byY.get(choice.y)
    if (atY) atY.push(choice)
    else byY.set(choice.y, [choice])
  }
  const front: Choice[] = []
  for (const y of [...byY.keys()].sort((a, b) => a - b)) {
    front.push(...(byY.get(y) ?? []))
    if (front.length >= few) break
  }
  return front.sort(compare)
}

const compare = (a: Choice, b: Choice) => a.y - b.y || a.orphan - b.orphan || a.offCentre - b.offCentre
const better = (a: Choice, b: Choice) => compare(a, b) < 0
