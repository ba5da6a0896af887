import type { Bundle, BundleInput, BundleUpdate } from '@mela/shared/catalog'
import { poishaToTaka, takaToPoisha } from '@mela/shared/money'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { bundles, bundleTickets, purchaseItems, tickets } from '../../db/schema.ts'
import { violatedForeignKey } from '../../lib/db-errors.ts'
import { Conflict, FieldErrors, NotFound } from '../../lib/errors.ts'
import type { EventRow } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { activeHolds } from '../inventory/holds.ts'
import { availableBundles } from './availability.ts'

export type BundleRow = typeof bundles.$inferSelect

/** A bundle by ID, or 404. */
export async function findBundle(db: Db, id: string): Promise<BundleRow> {
  const [row] = isUuid(id) ? await db.select().from(bundles).where(eq(bundles.id, id)) : []
  if (!row) throw NotFound('BUNDLE_NOT_FOUND')
  return row
}

/** The event's bundles in the order they were added. */
export async function listBundles(db: Db, eventId: string): Promise<BundleRow[]> {
  return db.select().from(bundles).where(eq(bundles.eventId, eventId)).orderBy(asc(bundles.createdAt))
}

/** Bundles as the API shows them, each with how many can still be sold at `now`. */
export async function toBundles(db: Db, rows: BundleRow[], ctx: { now: Date }): Promise<Bundle[]> {
  const ids = rows.map((row) => row.id)
  const parts =
    ids.length === 0
      ? []
      : await db
          .select({ bundleId: bundleTickets.bundleId, quantity: bundleTickets.quantity, ticket: tickets })
          .from(bundleTickets)
          .innerJoin(tickets, eq(tickets.id, bundleTickets.ticketId))
          .where(inArray(bundleTickets.bundleId, ids))
          .orderBy(asc(tickets.position), asc(tickets.createdAt))
  const held = await activeHolds(db, [...new Set(parts.map((part) => part.ticket.id))], ctx.now)
  return rows.map((row) => {
    const own = parts.filter((part) => part.bundleId === row.id)
    return {
      ID: row.id,
      EventID: row.eventId,
      Name: row.name,
      Price: poishaToTaka(row.price),
      Note: row.note,
      Tickets: own.map((part) => ({ TicketID: part.ticket.id, Quantity: part.quantity })),
      Available: availableBundles(own, held),
    }
  })
}

/** Creates a bundle of the event's own tickets, each chosen once; Name, Price and tickets stay fixed. */
export async function createBundle(db: Db, input: BundleInput, ctx: { event: EventRow }): Promise<BundleRow> {
  const ids = input.Tickets.map((part) => part.TicketID)
  if (new Set(ids).size !== ids.length) throw FieldErrors({ Tickets: 'TICKET_CHOSEN_TWICE' })
  const found = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.eventId, ctx.event.id), inArray(tickets.id, ids)))
  if (found.length !== ids.length) throw FieldErrors({ Tickets: 'TICKET_NOT_OF_EVENT' })
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bundles)
      .values({
        eventId: ctx.event.id,
        name: input.Name,
        price: takaToPoisha(input.Price),
        note: input.Note ?? null,
      })
      .returning()
    if (!row) throw new Error('Bundle was not created')
    await tx
      .insert(bundleTickets)
      .values(
        input.Tickets.map((part) => ({ bundleId: row.id, ticketId: part.TicketID, quantity: part.Quantity })),
      )
    return row
  })
}

/** Saves a bundle's Note, the one thing of it that changes. */
export async function updateBundle(db: Db, id: string, input: BundleUpdate): Promise<BundleRow> {
  const [row] = await db
    .update(bundles)
    .set({ note: input.Note ?? null })
    .where(eq(bundles.id, id))
    .returning()
  if (!row) throw NotFound('BUNDLE_NOT_FOUND')
  return row
}

/** The bundles among `bundleIds` that any purchase includes, whatever became of it (its items keep pointing here). */
export async function bundlesBought(db: Db, bundleIds: string[]): Promise<string[]> {
  if (bundleIds.length === 0) return []
  const rows = await db
    .selectDistinct({ id: purchaseItems.bundleId })
    .from(purchaseItems)
    .where(inArray(purchaseItems.bundleId, bundleIds))
  return rows.flatMap((row) => (row.id ? [row.id] : []))
}

/** Deletes a bundle nobody has bought (409 otherwise). */
export async function deleteBundle(db: Db, id: string) {
  try {
    await db.transaction(async (tx) => {
      if ((await bundlesBought(tx, [id])).length > 0) throw Conflict('BUNDLE_HAS_SALES')
      await tx.delete(bundles).where(eq(bundles.id, id))
    })
  } catch (error) {
    throw violatedForeignKey(error) ? Conflict('BUNDLE_HAS_SALES') : error
  }
}
