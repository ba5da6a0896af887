import type { PlanSeat, SeatingPlanInput, Venue } from '@mela/shared/seating'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { tickets, venues } from '../../db/schema.ts'
import { FieldErrors, NotFound } from '../../lib/errors.ts'
import { readPlan } from './plan-view.ts'
import { savePlan } from './save-plan.service.ts'

type TicketRow = typeof tickets.$inferSelect
/** A plan as a venue keeps it: each seat names its price category (`Section Category`), not a ticket. */
type StoredPlan = { Sections: (Omit<SeatingPlanInput['Sections'][number], 'Rows'> & { Rows: StoredRow[] })[] }
type StoredRow = Omit<SeatingPlanInput['Sections'][number]['Rows'][number], 'Seats'> & {
  Seats: (Omit<SeatingPlanInput['Sections'][number]['Rows'][number]['Seats'][number], 'TicketID'> & {
    Category: string
  })[]
}

const categoryOf = (ticket: Pick<TicketRow, 'section' | 'category'>) => `${ticket.section} ${ticket.category}`

type Shape<S> = {
  Sections: { ID?: string; Name: string; Bn?: unknown; Rows: { ID?: string; Label: string; Seats: S[] }[] }[]
}

/** The same plan with each seat reshaped; a section's missing Bengali name (null) is left out. */
function mapSeats<A, B>(plan: Shape<A>, seat: (seat: A) => B) {
  return {
    Sections: plan.Sections.map(({ Bn, Rows, ...section }) => ({
      ...section,
      ...(Bn ? { Bn: Bn as { Name: string } } : {}),
      Rows: Rows.map((row) => ({ ...row, Seats: row.Seats.map(seat) })),
    })),
  }
}

/** A plan's seat as PUT takes it back: its place and flags, its status dropped. */
const placeOf = (seat: PlanSeat) => ({
  ID: seat.ID,
  Number: seat.Number,
  X: seat.X,
  Y: seat.Y,
  Accessible: seat.Accessible,
  Blocked: seat.Status === 'blocked',
})

/** An event's plan as a venue keeps it (IDs kept, statuses dropped, seats naming their category), or undefined. */
async function storablePlan(db: Db, eventId: string, now: Date): Promise<StoredPlan | undefined> {
  const read = await readPlan(db, eventId, now)
  if (!read) return undefined
  const names = new Map(
    (await db.select().from(tickets).where(eq(tickets.eventId, eventId))).map((t) => [t.id, categoryOf(t)]),
  )
  return mapSeats(read.plan, (seat) => ({ ...placeOf(seat), Category: names.get(seat.TicketID) ?? '' }))
}

const seatCount = (plan: StoredPlan) =>
  plan.Sections.reduce((n, section) => n + section.Rows.reduce((m, row) => m + row.Seats.length, 0), 0)

const toVenue = (row: typeof venues.$inferSelect): Venue => ({
  ID: row.id,
  Name: row.name,
  Seats: row.seats,
  CreatedAt: row.createdAt.toISOString(),
})

/** Keeps an event's plan as one of its organization's venues (404 when the event has no plan). */
export async function saveVenue(db: Db, eventId: string, accountId: string, name: string, now: Date) {
  const plan = await storablePlan(db, eventId, now)
  if (!plan) throw NotFound()
  const [row] = await db
    .insert(venues)
    .values({ accountId, name, plan, seats: seatCount(plan), createdAt: now })
    .returning()
  if (!row) throw new Error('Venue was not saved')
  return toVenue(row)
}

/** The organization's venues, newest first. */
export async function listVenues(db: Db, accountId: string) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(eq(venues.accountId, accountId))
      .orderBy(desc(venues.createdAt))
      .limit(100),
    db.select({ n: count() }).from(venues).where(eq(venues.accountId, accountId)),
  ])
  return { Items: rows.map(toVenue), Total: total?.n ?? 0 }
}

/**
 * A stored plan given this event's tickets: each seat goes to the ticket of its category name, or to the
 * event's first ticket when none has that name (docs/decisions/seating-plans.md).
 */
function forTickets(plan: StoredPlan, eventTickets: TicketRow[]): SeatingPlanInput {
  const first = eventTickets[0]
  if (!first) throw FieldErrors({ VenueID: 'TICKET_NOT_OF_EVENT' })
  const byName = new Map(eventTickets.map((ticket) => [categoryOf(ticket), ticket.id]))
  return mapSeats(plan, ({ Category, ...seat }) => ({ ...seat, TicketID: byName.get(Category) ?? first.id }))
}

const ticketsOf = (db: Db, eventId: string) =>
  db.select().from(tickets).where(eq(tickets.eventId, eventId)).orderBy(asc(tickets.position))

/** Makes one of the organization's venues this event's plan (the usual plan rules apply). */
export async function useVenue(db: Db, eventId: string, accountId: string, venueId: string, now: Date) {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.accountId, accountId)))
  if (!venue) throw NotFound()
  await savePlan(db, eventId, forTickets(venue.plan as StoredPlan, await ticketsOf(db, eventId)), now)
}

/**
 * Copies an event's plan to its copy with every seat free, each seat on the copy of its ticket
 * (`ticketIds`: original → copy). Nothing happens when the event has no plan.
 */
export async function copyPlan(
  db: Db,
  fromEventId: string,
  toEventId: string,
  ticketIds: Map<string, string>,
  now = new Date(),
) {
  const read = await readPlan(db, fromEventId, now)
  if (!read) return
  const plan = mapSeats(read.plan, (seat) => ({
    ...placeOf(seat),
    TicketID: ticketIds.get(seat.TicketID) ?? seat.TicketID,
  }))
  await savePlan(db, toEventId, plan, now)
}
