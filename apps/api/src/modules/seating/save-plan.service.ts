import type { SeatingPlanInput } from '@mela/shared/seating'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events, seatingPlans, seatingRows, seatingSections, seats, tickets } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import { lockTickets, type TicketRow } from '../inventory/holds.ts'
import { seatStatus } from '../inventory/reserved-seats.ts'
import { type PlanWithIds, withIds } from './plan-ids.ts'

type ExistingSeat = {
  id: string
  rowId: string
  number: string
  x: number
  y: number
  ticketId: string
  blocked: boolean
  status: string
  label: string
}
type NewSeat = PlanWithIds['Sections'][number]['Rows'][number]['Seats'][number] & {
  rowId: string
  label: string
}

const CHUNK = 1000

/**
 * Replaces an event's plan (docs/seat-states.md "A reserved seat"). Before any seat is held or sold the
 * whole plan may change; after, only adding seats, blocking or unblocking free ones and moving free seats
 * between tickets (SEATING_LOCKED names the seats it refuses). Each seated ticket's capacity becomes its
 * seats that are not blocked, and a ticket that loses its last seat is sold out (capacity 0), in the same
 * transaction, under the tickets' locks that every hold takes.
 */
export async function savePlan(db: Db, eventId: string, input: SeatingPlanInput, now: Date) {
  const plan = withIds(input)
  const incoming = seatsOf(plan)
  await db.transaction(async (tx) => {
    // An event given seats is sold by seat: publishing it waits for them from now on. Before the tickets'
    // locks, in the order a publish (the event) and a hold (its tickets) take theirs.
    if (incoming.length > 0)
      await tx
        .update(events)
        .set({ seated: true })
        .where(and(eq(events.id, eventId), eq(events.seated, false)))
    const eventTickets = await tx.select().from(tickets).where(eq(tickets.eventId, eventId))
    if (incoming.some((seat) => !eventTickets.some((ticket) => ticket.id === seat.TicketID)))
      throw FieldErrors({ Sections: 'TICKET_NOT_OF_EVENT' })
    const locked = await lockTickets(
      tx,
      eventTickets.map((ticket) => ticket.id),
    )
    const existing = await existingSeats(tx, eventId, now)
    refuseLockedChanges(existing, incoming, plan, await currentNames(tx, eventId))
    const capacities = capacitiesOf(existing, incoming)
    refuseCountedSales(locked, existing, capacities)
    await writePlan(tx, eventId, plan, incoming)
    for (const [ticketId, capacity] of capacities)
      await tx.update(tickets).set({ capacity }).where(eq(tickets.id, ticketId))
    await tx
      .insert(seatingPlans)
      .values({ eventId, updatedAt: now })
      .onConflictDoUpdate({
        target: seatingPlans.eventId,
        set: {
          version: sql`${seatingPlans.version} + 1`,
          seatsChanged: sql`${seatingPlans.seatsChanged} + 1`,
          updatedAt: now,
        },
      })
  })
}

function seatsOf(plan: PlanWithIds): NewSeat[] {
  return plan.Sections.flatMap((section) =>
    section.Rows.flatMap((row) =>
      row.Seats.map((seat) => ({
        ...seat,
        Blocked: seat.Blocked ?? seat.Status === 'blocked',
        rowId: row.ID,
        label: `${section.Name} ${row.Label}-${seat.Number}`,
      })),
    ),
  )
}

/**
 * Seats of every seated ticket that can be sold: those not blocked. A ticket seated before and left with no
 * seat gets none: kept at its old capacity it would turn into a ticket sold by count, on top of the seats
 * it gave away (a 10-seat hall sold 15). To sell it by count, the organizer raises its capacity.
 */
function capacitiesOf(existing: ExistingSeat[], incoming: NewSeat[]) {
  const capacities = new Map<string, number>(existing.map((seat) => [seat.ticketId, 0]))
  for (const seat of incoming)
    capacities.set(seat.TicketID, (capacities.get(seat.TicketID) ?? 0) + (seat.Blocked ? 0 : 1))
  return capacities
}

/** The event's seats, locked, with their status and label. */
async function existingSeats(tx: Db, eventId: string, now: Date): Promise<ExistingSeat[]> {
  return tx
    .select({
      id: seats.id,
      rowId: seats.rowId,
      number: seats.number,
      x: seats.x,
      y: seats.y,
      ticketId: seats.ticketId,
      blocked: seats.blocked,
      status: seatStatus(now),
      label: sql<string>`coalesce(${seatingSections.name} || ' ', '') || coalesce(${seatingRows.label} || '-', '') || ${seats.number}`,
    })
    .from(seats)
    .leftJoin(seatingRows, and(eq(seatingRows.eventId, seats.eventId), eq(seatingRows.id, seats.rowId)))
    .leftJoin(
      seatingSections,
      and(eq(seatingSections.eventId, seatingRows.eventId), eq(seatingSections.id, seatingRows.sectionId)),
    )
    .where(eq(seats.eventId, eventId))
    .for('update', { of: seats })
}

async function currentNames(tx: Db, eventId: string) {
  const [sectionRows, rowRows] = await Promise.all([
    tx.select().from(seatingSections).where(eq(seatingSections.eventId, eventId)),
    tx.select().from(seatingRows).where(eq(seatingRows.eventId, eventId)),
  ])
  return {
    sections: new Map(sectionRows.map((section) => [section.id, section.name])),
    rows: new Map(rowRows.map((row) => [row.id, { label: row.label, sectionId: row.sectionId }])),
  }
}

const taken = (seat: ExistingSeat) => seat.status === 'held' || seat.status === 'sold'

/**
 * Once a seat is held or sold, every seat stays where it is with its number (a ticket printed "row C
 * seat 12" must still point at it), its row and section keep their names, and a taken seat keeps its
 * ticket and stays unblocked.
 */
function refuseLockedChanges(
  existing: ExistingSeat[],
  incoming: NewSeat[],
  plan: PlanWithIds,
  names: Awaited<ReturnType<typeof currentNames>>,
) {
  if (!existing.some(taken)) return
  const byId = new Map(incoming.map((seat) => [seat.ID, seat]))
  const newRows = new Map(
    plan.Sections.flatMap((section) =>
      section.Rows.map((row) => [row.ID, { label: row.Label, sectionId: section.ID, name: section.Name }]),
    ),
  )
  const refused = existing.filter((seat) => {
    const next = byId.get(seat.id)
    if (!next) return true
    const row = newRows.get(seat.rowId)
    const oldRow = names.rows.get(seat.rowId)
    const renamed =
      !row ||
      row.label !== oldRow?.label ||
      row.sectionId !== oldRow.sectionId ||
      row.name !== names.sections.get(oldRow.sectionId)
    const moved =
      next.rowId !== seat.rowId || next.Number !== seat.number || next.X !== seat.x || next.Y !== seat.y
    return moved || renamed || (taken(seat) && (next.TicketID !== seat.ticketId || Boolean(next.Blocked)))
  })
  if (refused.length)
    throw fail('SEATING_LOCKED', 409, {
      seats: refused
        .slice(0, 20)
        .map((seat) => seat.label)
        .join(', '),
    })
}

/**
 * A ticket sold by quantity cannot become seated (its buyers have no seats), and no ticket may end with
 * fewer seats than it sold.
 */
function refuseCountedSales(locked: TicketRow[], existing: ExistingSeat[], capacities: Map<string, number>) {
  const seatedBefore = new Set(existing.map((seat) => seat.ticketId))
  const ticket = locked.find((row) => {
    const capacity = capacities.get(row.id)
    if (capacity === undefined) return false
    return (row.sold > 0 && !seatedBefore.has(row.id)) || capacity < row.sold
  })
  if (ticket) throw fail('SEATING_LOCKED', 409, { seats: `${ticket.section} ${ticket.category}` })
}

/**
 * Writes sections and rows afresh and seats by ID: a seat kept as it was keeps `item_id` (its holder, or the
 * expired hold a late payment may still claim); a seat moved, renumbered, given to another ticket or blocked
 * forgets it, so that a late payment finds its seat gone and is refunded rather than sold at the old ticket's
 * price on the new one's seat; a seat left out is deleted.
 */
async function writePlan(tx: Db, eventId: string, plan: PlanWithIds, incoming: NewSeat[]) {
  await tx.delete(seatingSections).where(eq(seatingSections.eventId, eventId))
  await tx.delete(seatingRows).where(eq(seatingRows.eventId, eventId))
  const ids = incoming.map((seat) => seat.ID)
  await tx
    .delete(seats)
    .where(and(eq(seats.eventId, eventId), ids.length ? notInArray(seats.id, ids) : undefined))
  if (plan.Sections.length)
    await tx.insert(seatingSections).values(
      plan.Sections.map((section, position) => ({
        eventId,
        id: section.ID,
        name: section.Name,
        bn: section.Bn ?? null,
        position,
      })),
    )
  const rows = plan.Sections.flatMap((section) =>
    section.Rows.map((row) => ({ eventId, id: row.ID, sectionId: section.ID, label: row.Label })),
  )
  for (let start = 0; start < rows.length; start += CHUNK)
    await tx
      .insert(seatingRows)
      .values(rows.slice(start, start + CHUNK).map((row, i) => ({ ...row, position: start + i })))
  for (let start = 0; start < incoming.length; start += CHUNK)
    await tx
      .insert(seats)
      .values(
        incoming.slice(start, start + CHUNK).map((seat, i) => ({
          eventId,
          id: seat.ID,
          rowId: seat.rowId,
          number: seat.Number,
          x: seat.X,
          y: seat.Y,
          ticketId: seat.TicketID,
          accessible: seat.Accessible ?? false,
          blocked: seat.Blocked ?? false,
          position: start + i,
        })),
      )
      .onConflictDoUpdate({
        target: [seats.eventId, seats.id],
        set: {
          rowId: sql`excluded.row_id`,
          number: sql`excluded.number`,
          x: sql`excluded.x`,
          y: sql`excluded.y`,
          ticketId: sql`excluded.ticket_id`,
          accessible: sql`excluded.accessible`,
          blocked: sql`excluded.blocked`,
          position: sql`excluded.position`,
          itemId: sql`case when (${seats.rowId}, ${seats.number}, ${seats.x}, ${seats.y}, ${seats.ticketId})
            is not distinct from (excluded.row_id, excluded.number, excluded.x, excluded.y, excluded.ticket_id)
            and not excluded.blocked then ${seats.itemId} end`,
        },
      })
}

/** Removes a plan no seat of which is held or sold (SEATING_LOCKED otherwise); tickets keep their capacity. */
export async function deletePlan(db: Db, eventId: string, now: Date) {
  await db.transaction(async (tx) => {
    const eventTickets = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.eventId, eventId))
    await lockTickets(
      tx,
      eventTickets.map((ticket) => ticket.id),
    )
    const existing = await existingSeats(tx, eventId, now)
    const held = existing.filter(taken)
    if (held.length)
      throw fail('SEATING_LOCKED', 409, {
        seats: held
          .slice(0, 20)
          .map((seat) => seat.label)
          .join(', '),
      })
    await tx.delete(seats).where(eq(seats.eventId, eventId))
    await tx.delete(seatingRows).where(eq(seatingRows.eventId, eventId))
    await tx.delete(seatingSections).where(eq(seatingSections.eventId, eventId))
    await tx.delete(seatingPlans).where(eq(seatingPlans.eventId, eventId))
  })
}
