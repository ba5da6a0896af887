import type { Collectible, CollectibleInput } from '@mela/shared/catalog'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { collectibles, ticketCollectibles } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import type { EventRow } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'

export type CollectibleRow = typeof collectibles.$inferSelect

/** A collectible as the API shows it. */
export const toCollectible = (row: CollectibleRow): Collectible => ({
  ID: row.id,
  EventID: row.eventId,
  Name: row.name,
  Description: row.description,
})

/** A collectible by ID, or 404. */
export async function findCollectible(db: Db, id: string): Promise<CollectibleRow> {
  const [row] = isUuid(id) ? await db.select().from(collectibles).where(eq(collectibles.id, id)) : []
  if (!row) throw NotFound('COLLECTIBLE_NOT_FOUND')
  return row
}

/** The event's collectibles in the order they were added. */
export async function listCollectibles(db: Db, eventId: string): Promise<CollectibleRow[]> {
  return db
    .select()
    .from(collectibles)
    .where(eq(collectibles.eventId, eventId))
    .orderBy(asc(collectibles.createdAt))
}

/** Adds a collectible (a thing handed out with a ticket) to the event; there is no update. */
export async function createCollectible(db: Db, input: CollectibleInput, ctx: { event: EventRow }) {
  const [row] = await db
    .insert(collectibles)
    .values({ eventId: ctx.event.id, name: input.Name, description: input.Description ?? null })
    .returning()
  if (!row) throw new Error('Collectible was not created')
  return row
}

/** Deletes a collectible no ticket includes (409 otherwise), so tickets keep what they promised. */
export async function deleteCollectible(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ ticketId: ticketCollectibles.ticketId })
      .from(ticketCollectibles)
      .where(eq(ticketCollectibles.collectibleId, id))
      .limit(1)
    if (used) throw Conflict('COLLECTIBLE_IN_USE')
    await tx.delete(collectibles).where(eq(collectibles.id, id))
  })
}
