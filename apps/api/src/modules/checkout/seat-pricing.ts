import type { QuoteInput } from '@mela/shared/purchase'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { seats, tickets } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { bestAvailableSeats } from '../inventory/best-available.ts'
import type { Hall } from '../inventory/hall-read.ts'
import { availabilitySnapshot, nothingChangedSince } from '../inventory/seat-availability-snapshot.ts'
import type { BestLine, KnownRows } from './priced-order.ts'
import { notEnoughLeft } from './seats-left-refusal.ts'

type TicketRow = typeof tickets.$inferSelect
type SeatedSelection = Pick<QuoteInput, 'Seats' | 'BestAvailable'>

/** The reserved seats a buyer chose: seats picked on the plan, and "N side by side" lines. */
export type SeatedChoice = {
  picked: { seatId: string; ticket: TicketRow }[]
  best: { ticket: TicketRow; quantity: number }[]
}

const ticketName = (ticket: TicketRow) => `${ticket.section} ${ticket.category}`

/**
 * Reads the seats picked on this event's plan and the tickets asked for by best available. Refuses a seat
 * named twice (SEAT_ID_TWICE), one not on the plan (SEAT_NOT_FOUND), and best available on a ticket with
 * no seats (SEATS_TO_PICK is its counterpart: a seated ticket bought by quantity).
 */
export async function readSeatedChoice(
  db: Db,
  eventId: string,
  selection: SeatedSelection,
  known?: Pick<KnownRows, 'tickets' | 'seated'>,
  now = new Date(),
): Promise<SeatedChoice> {
  const ids = selection.Seats ?? []
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i)
  if (twice.length) throw fail('SEAT_ID_TWICE', 400, { seats: [...new Set(twice)].join(', ') })
  const inLook = ids.length && known ? await pickedInSnapshot(db, eventId, ids, known, now) : undefined
  const found =
    inLook ??
    (ids.length
      ? await db
          .select({ seatId: seats.id, ticket: tickets })
          .from(seats)
          .innerJoin(tickets, eq(tickets.id, seats.ticketId))
          .where(and(eq(seats.eventId, eventId), inArray(seats.id, ids)))
      : [])
  const missing = ids.filter((id) => !found.some((seat) => seat.seatId === id))
  if (missing.length) throw fail('SEAT_NOT_FOUND', 400, { seats: missing.join(', ') })
  const lines = selection.BestAvailable ?? []
  const asked = lines.map((line) => line.TicketID)
  // The event's tickets and which have seats, as the caller read them a moment ago when it did (the
  // hold checks under its locks that none changed price or stopped having seats).
  const bestTickets = !lines.length
    ? []
    : known
      ? known.tickets.filter((ticket) => ticket.eventId === eventId && asked.includes(ticket.id))
      : await db
          .select()
          .from(tickets)
          .where(and(eq(tickets.eventId, eventId), inArray(tickets.id, asked)))
  const seated =
    known?.seated ??
    (await seatedTickets(
      db,
      bestTickets.map((ticket) => ticket.id),
    ))
  const best = lines.map((line) => {
    const ticket = bestTickets.find((row) => row.id === line.TicketID)
    if (!ticket) throw fail('TICKET_NOT_OF_EVENT', 400)
    if (!seated.has(ticket.id)) throw fail('SEAT_NOT_FOUND', 400, { seats: ticketName(ticket) })
    return { ticket, quantity: line.Quantity }
  })
  return { picked: found.map((seat) => ({ seatId: seat.seatId, ticket: seat.ticket })), best }
}

/**
 * The picked seats' tickets as this instance's seat availability snapshot (half a second old at most) and the
 * caller's catalog know them, so a crowd picking seats does not read them once a try; undefined when either
 * misses one (a seat or ticket added a moment ago) or the plan was edited since the snapshot (its
 * seats_changed moved): then they are read from the plan. The hold checks each seat's ticket again under the
 * locks.
 */
async function pickedInSnapshot(
  db: Db,
  eventId: string,
  ids: string[],
  known: Pick<KnownRows, 'tickets'>,
  asked: Date,
) {
  const hall = await availabilitySnapshot(db, eventId)
  const found: { seatId: string; ticket: TicketRow }[] = []
  for (const seatId of ids) {
    const ticketId = hall.byId.get(seatId)?.ticketId
    const ticket = known.tickets.find((row) => row.id === ticketId)
    if (!ticket) return undefined
    found.push({ seatId, ticket })
  }
  return (await nothingChangedSince(db, eventId, hall, asked)) ? found : undefined
}

/** Tickets among these that have seats on a plan: bought only by seat (Seats or BestAvailable). */
export async function seatedTickets(db: Db, ticketIds: string[]): Promise<Set<string>> {
  if (ticketIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ ticketId: seats.ticketId })
    .from(seats)
    .where(inArray(seats.ticketId, [...new Set(ticketIds)]))
  return new Set(rows.map((row) => row.ticketId))
}

/** A seated ticket chosen by quantity (a counter sale's or a guest's ticket line): seats must be picked. */
export async function refuseCountedSeats(db: Db, ticketIds: string[]) {
  const [seated] = await seatedTickets(db, ticketIds)
  if (!seated) return
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, seated))
  if (ticket) throw seatsToPick(ticket)
}

/** The refusal of a seated ticket chosen by quantity. */
export const seatsToPick = (ticket: TicketRow) => fail('SEATS_TO_PICK', 409, { name: ticketName(ticket) })

/**
 * Turns an order's best-available lines into seats side by side, chosen from the hall `readHall` gives
 * (read only when the order has such lines): read under the
 * tickets' locks (the caller's transaction holds them), the seats chosen are free when the hold takes them;
 * from a snapshot, the hold checks them. An order asking more seats of a ticket than are left hears so as for
 * counted tickets (ONLY_LEFT, SEATS_IN_CARTS, SOLD_OUT), else SEATS_NOT_TOGETHER when no run is long enough.
 * `chosen` is told the hall and the seats in the same tick as they are chosen, before any other buyer's
 * choice can run (best-available-hold.ts sets them aside in the snapshot so).
 */
export async function chooseBestSeats<T extends { ticketId: string; seatId?: string }>(
  db: Db,
  readHall: () => Promise<Hall>,
  order: { seats: T[]; best: BestLine[]; demand: Map<string, number> },
  now: Date,
  width = 1,
  chosen: (hall: Hall, seatIds: string[]) => void = () => {},
) {
  if (order.best.length === 0) return []
  const hall = await readHall()
  const taken = new Set(order.seats.flatMap((seat) => (seat.seatId ? [seat.seatId] : [])))
  const choice: (Omit<BestLine, 'quantity'> & { quantity: 1; seatId: string })[] = []
  for (const { quantity, ...line } of order.best) {
    const wanted = order.demand.get(line.ticketId) ?? quantity
    const ids = bestAvailableSeats(hall, line.ticketId, { quantity, wanted }, now, taken, width)
    if (!Array.isArray(ids)) {
      const [ticket] = await db.select().from(tickets).where(eq(tickets.id, line.ticketId))
      throw notEnoughLeft(ticket ? ticketName(ticket) : '', ids.left, ids.firstHoldEnds, now)
    }
    for (const seatId of ids) {
      taken.add(seatId)
      choice.push({ ...line, quantity: 1, seatId })
    }
  }
  chosen(
    hall,
    choice.map((seat) => seat.seatId),
  )
  return choice
}
