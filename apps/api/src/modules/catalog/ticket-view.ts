import type { Ticket } from '@mela/shared/catalog'
import { poishaToTaka } from '@mela/shared/money'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { collectibles, seats, ticketCollectibles, type tickets } from '../../db/schema.ts'
import { activeHolds } from '../inventory/holds.ts'
import { availableSeats, cartsFreeAt } from './availability.ts'

export type TicketRow = typeof tickets.$inferSelect

/** Tickets as the API shows them at `now`; the joining URL only when `withUrl` (organizers). */
export async function toTickets(
  db: Db,
  rows: TicketRow[],
  view: { withUrl: boolean; now: Date },
): Promise<Ticket[]> {
  const ids = rows.map((row) => row.id)
  const chosen =
    ids.length === 0
      ? []
      : await db
          .select({ ticketId: ticketCollectibles.ticketId, ID: collectibles.id, Name: collectibles.name })
          .from(ticketCollectibles)
          .innerJoin(collectibles, eq(collectibles.id, ticketCollectibles.collectibleId))
          .where(inArray(ticketCollectibles.ticketId, ids))
          .orderBy(asc(collectibles.createdAt))
  // Tickets with seats on the event's plan: pages ask for the plan only when some ticket has one.
  const seated = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectDistinct({ ticketId: seats.ticketId })
            .from(seats)
            .where(inArray(seats.ticketId, ids))
        ).map((row) => row.ticketId),
  )
  const held = await activeHolds(db, ids, view.now)
  const freeAt = await cartsFreeAt(db, rows, held, view.now)
  return rows.map((row) => ({
    ID: row.id,
    EventId: row.eventId,
    Section: row.section,
    Category: row.category,
    Price: poishaToTaka(row.price),
    Capacity: row.capacity,
    LimitPerUser: row.limitPerUser,
    Sold: row.sold,
    Available: availableSeats(row, held),
    CartsFreeAt: freeAt.get(row.id)?.toISOString() ?? null,
    ...(view.withUrl ? { URL: row.url } : {}),
    Note: row.note,
    Collectibles: chosen.filter((c) => c.ticketId === row.id).map(({ ID, Name }) => ({ ID, Name })),
    Bn: (row.bn as Ticket['Bn']) ?? null,
    Seated: seated.has(row.id),
  }))
}
