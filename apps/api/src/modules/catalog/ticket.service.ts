import type { TicketInput, TicketUpdate } from '@mela/shared/catalog'
import { takaToPoisha } from '@mela/shared/money'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { collectibles, ticketCollectibles, tickets } from '../../db/schema.ts'
import { FieldErrors, NotFound } from '../../lib/errors.ts'
import type { EventRow, OrganizationRow } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import type { SessionUser } from '../../lib/sessions.ts'
import { seatsOfTicket } from '../inventory/reserved-seats.ts'
import { holdsAny } from './catalog-access.ts'
import type { TicketRow } from './ticket-view.ts'

type TicketContext = { event: EventRow; account: OrganizationRow; user: SessionUser }

/** A ticket by ID, or 404. */
export async function findTicket(db: Db, id: string): Promise<TicketRow> {
  const [row] = isUuid(id) ? await db.select().from(tickets).where(eq(tickets.id, id)) : []
  if (!row) throw NotFound('TICKET_NOT_FOUND')
  return row
}

/** The event's tickets in the order they were added. */
export async function listTickets(db: Db, eventId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.position), asc(tickets.createdAt))
}

// product §6: choosing collectibles needs the flag and a collectible permission; each must be the event's.
async function checkCollectibles(db: Db, ids: string[], { event, account, user }: TicketContext) {
  const allowed =
    account.enableCollectibles &&
    (await holdsAny(db, user, account.id, ['collectible_manage', 'collectible_view']))
  if (!allowed) throw FieldErrors({ Collectibles: 'COLLECTIBLES_NOT_ALLOWED' })
  const found = await db
    .select({ id: collectibles.id })
    .from(collectibles)
    .where(and(eq(collectibles.eventId, event.id), inArray(collectibles.id, ids)))
  if (found.length !== ids.length) throw FieldErrors({ Collectibles: 'COLLECTIBLE_NOT_OF_EVENT' })
}

// Stored only when a Bengali name was written; answers read null otherwise.
const ticketBnOf = (bn: TicketInput['Bn']) =>
  bn && (bn.Section || bn.Category) ? { Section: bn.Section ?? null, Category: bn.Category ?? null } : null

/** Adds a ticket type to the event, last in its list, with nothing sold (the client's Sold is ignored). */
export async function createTicket(db: Db, input: TicketInput, ctx: TicketContext): Promise<TicketRow> {
  const collectibleIds = [...new Set(input.Collectibles.map((collectible) => collectible.ID))]
  if (collectibleIds.length > 0) await checkCollectibles(db, collectibleIds, ctx)
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${tickets.position}), -1)`.mapWith(Number) })
      .from(tickets)
      .where(eq(tickets.eventId, ctx.event.id))
    const [row] = await tx
      .insert(tickets)
      .values({
        eventId: ctx.event.id,
        section: input.Section,
        category: input.Category,
        price: takaToPoisha(input.Price),
        capacity: input.Capacity,
        limitPerUser: input.LimitPerUser ?? null,
        url: input.URL ?? null,
        note: input.Note ?? null,
        bn: ticketBnOf(input.Bn),
        position: (last?.position ?? -1) + 1,
      })
      .returning()
    if (!row) throw new Error('Ticket was not created')
    if (collectibleIds.length > 0)
      await tx
        .insert(ticketCollectibles)
        .values(collectibleIds.map((collectibleId) => ({ ticketId: row.id, collectibleId })))
    return row
  })
}

/**
 * Saves Capacity, LimitPerUser, URL and Note; Capacity never goes down, so never below what is sold, and a
 * seated ticket's stays its seats on the plan.
 */
export async function updateTicket(db: Db, id: string, input: TicketUpdate): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update')
    if (!current) throw NotFound('TICKET_NOT_FOUND')
    if (input.Capacity < current.capacity) throw FieldErrors({ Capacity: 'CAPACITY_DECREASED' })
    // A seated ticket's capacity follows its plan (the seating editor keeps it in step).
    if (input.Capacity !== current.capacity && (await seatsOfTicket(tx, id)) > 0)
      throw FieldErrors({ Capacity: 'SEATED_CAPACITY' })
    const [row] = await tx
      .update(tickets)
      .set({
        capacity: input.Capacity,
        limitPerUser: input.LimitPerUser ?? null,
        url: input.URL ?? null,
        note: input.Note ?? null,
        // Left as it is when the update does not mention it (older clients send only the four fields).
        ...(input.Bn === undefined ? {} : { bn: ticketBnOf(input.Bn) }),
      })
      .where(eq(tickets.id, id))
      .returning()
    if (!row) throw NotFound('TICKET_NOT_FOUND')
    return row
  })
}
