import type { EventFormInput, EventInput } from '@mela/shared/event'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  bundles,
  bundleTickets,
  eventPerformers,
  events,
  performerAccounts,
  purchases,
  seats,
  tickets,
} from '../../db/schema.ts'
import { Conflict, FieldErrors, fail } from '../../lib/errors.ts'
import type { EventRow } from '../../lib/event-access.ts'
import { noticeFollowers } from '../follows/follow.service.ts'
import { copyPlan } from '../seating/venue.service.ts'

// Stored only when something was written in Bengali; every answer reads null otherwise.
const bnOf = (bn: EventInput['Bn']) =>
  bn && (bn.Title || bn.Description || bn.Venue)
    ? { Title: bn.Title ?? null, Description: bn.Description ?? null, Venue: bn.Venue ?? null }
    : null

const columnsOf = (input: EventInput) => ({
  title: input.Title,
  description: input.Description ?? null,
  category: input.Category,
  features: input.Features,
  district: input.District ?? null,
  venue: input.Venue ?? null,
  address: input.Address ?? null,
  online: input.Online,
  seated: input.Seated && !input.Online,
  startsAt: new Date(input.StartsAt),
  endsAt: new Date(input.EndsAt),
  visibility: input.Visibility,
  imageUrl: input.ImageURL ?? null,
  bn: bnOf(input.Bn),
})

async function setPerformers(db: Db, event: EventRow, performerIds: string[]) {
  const unique = [...new Set(performerIds)]
  if (unique.length > 0) {
    const allowed = await db
      .select({ id: performerAccounts.performerId })
      .from(performerAccounts)
      .where(
        and(eq(performerAccounts.accountId, event.accountId), inArray(performerAccounts.performerId, unique)),
      )
    if (allowed.length !== unique.length) throw FieldErrors({ PerformerIDs: 'UNKNOWN_PERFORMER' })
  }
  await db.delete(eventPerformers).where(eq(eventPerformers.eventId, event.id))
  if (unique.length > 0) {
    await db
      .insert(eventPerformers)
      .values(unique.map((performerId, position) => ({ eventId: event.id, performerId, position })))
  }
}

/** Creates an unpublished event of an organization, with its performers. */
export async function createEvent(
  db: Db,
  accountId: string,
  userId: string,
  input: EventInput,
): Promise<EventRow> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({ ...columnsOf(input), accountId, createdBy: userId })
      .returning()
    if (!event) throw new Error('Event was not created')
    await setPerformers(tx, event, input.PerformerIDs)
    return event
  })
}

/** Saves an event's details and performers; followers of performers added to a public event hear of it. */
export async function updateEvent(db: Db, event: EventRow, input: EventInput): Promise<EventRow> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: eventPerformers.performerId })
      .from(eventPerformers)
      .where(eq(eventPerformers.eventId, event.id))
    const [row] = await tx
      .update(events)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(events.id, event.id))
      .returning()
    if (!row) throw new Error('Event vanished')
    await setPerformers(tx, row, input.PerformerIDs)
    if (event.visibility !== 'public') await noticeFollowers(tx, row.id)
    else {
      const added = input.PerformerIDs.filter((id) => !before.some((b) => b.id === id))
      if (added.length > 0) await noticeFollowers(tx, row.id, [...new Set(added)])
    }
    return row
  })
}

/**
 * Puts an event on sale (or takes it off): published events can be found, bought, sold and redeemed. An
 * event sold by seat goes on sale only with seats on its plan (SEATING_PLAN_MISSING).
 */
export async function setPublished(
  db: Db,
  event: EventRow,
  published: boolean,
  now = new Date(),
): Promise<EventRow> {
  return db.transaction(async (tx) => {
    if (published && event.seated && !(await hasSeatsOnSale(tx, event.id)))
      throw fail('SEATING_PLAN_MISSING', 409)
    const [row] = await tx
      .update(events)
      .set({ publishedAt: published ? (event.publishedAt ?? now) : null, updatedAt: now })
      .where(eq(events.id, event.id))
      .returning()
    if (!row) throw new Error('Event vanished')
    // Followers of the organization and its performers hear of a newly published public event.
    if (published && !event.publishedAt) await noticeFollowers(tx, row.id)
    return row
  })
}

async function hasSeatsOnSale(db: Db, eventId: string) {
  const [seat] = await db
    .select({ id: seats.id })
    .from(seats)
    .where(and(eq(seats.eventId, eventId), eq(seats.blocked, false)))
    .limit(1)
  return seat !== undefined
}

/** Replaces the event's checkout questions. */
export async function saveEventForm(db: Db, event: EventRow, input: EventFormInput) {
  const ids = input.Fields.map((field) => field.ID)
  if (new Set(ids).size !== ids.length) throw FieldErrors({ Fields: 'QUESTION_ID_TWICE' })
  await db
    .update(events)
    .set({ formFields: input.Fields, updatedAt: new Date() })
    .where(eq(events.id, event.id))
  return input.Fields
}

/** An unpublished twin of the event with its tickets (nothing sold), bundles, questions and performers. */
export async function copyEvent(db: Db, event: EventRow, userId: string): Promise<EventRow> {
  return db.transaction(async (tx) => {
    const { id: _id, publishedAt: _p, createdAt: _c, updatedAt: _u, hiddenAt: _h, ...rest } = event
    const [twin] = await tx
      .insert(events)
      .values({ ...rest, title: `${event.title} (copy)`.slice(0, 150), createdBy: userId })
      .returning()
    if (!twin) throw new Error('Event was not copied')

    const ticketIds = new Map<string, string>()
    for (const ticket of await tx.select().from(tickets).where(eq(tickets.eventId, event.id))) {
      const { id, createdAt: _t, ...copy } = ticket
      const [made] = await tx
        .insert(tickets)
        .values({ ...copy, eventId: twin.id, sold: 0 })
        .returning({ id: tickets.id })
      if (made) ticketIds.set(id, made.id)
    }
    for (const bundle of await tx.select().from(bundles).where(eq(bundles.eventId, event.id))) {
      const { id, createdAt: _b, ...copy } = bundle
      const [made] = await tx
        .insert(bundles)
        .values({ ...copy, eventId: twin.id })
        .returning({ id: bundles.id })
      const parts = await tx.select().from(bundleTickets).where(eq(bundleTickets.bundleId, id))
      if (made && parts.length > 0) {
        await tx.insert(bundleTickets).values(
          parts.map((part) => ({
            bundleId: made.id,
            ticketId: ticketIds.get(part.ticketId) ?? part.ticketId,
            quantity: part.quantity,
          })),
        )
      }
    }
    const cast = await tx.select().from(eventPerformers).where(eq(eventPerformers.eventId, event.id))
    if (cast.length > 0)
      await tx.insert(eventPerformers).values(cast.map((c) => ({ ...c, eventId: twin.id })))
    await copyPlan(tx, event.id, twin.id, ticketIds)
    return twin
  })
}

/** Deletes an event while nothing of it is sold; afterwards it can only be unpublished. */
export async function deleteEvent(db: Db, event: EventRow) {
  const [sales] = await db
    .select({ sold: sql<number>`coalesce(sum(${tickets.sold}), 0)`.mapWith(Number) })
    .from(tickets)
    .where(eq(tickets.eventId, event.id))
  if ((sales?.sold ?? 0) > 0) throw Conflict('EVENT_HAS_SALES')
  // Purchases that never became sales still belong to buyers (a late bKash payment is refunded through them).
  const [started] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(purchases)
    .where(eq(purchases.eventId, event.id))
  const count = started?.count ?? 0
  if (count > 0) throw fail(count === 1 ? 'EVENT_HAS_PURCHASE' : 'EVENT_HAS_PURCHASES', 409, { count })
  await db.delete(events).where(eq(events.id, event.id))
}
