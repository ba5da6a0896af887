import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { bundles, bundleTickets, tickets } from '../../db/schema.ts'
import { findEvent } from '../../lib/event-access.ts'
import { shortLivedCache } from '../../lib/short-lived-cache.ts'
import { seatedTickets } from './seat-pricing.ts'

/** What a purchase is priced from: the event, its tickets and bundles, and which tickets are sold by seat. */
export type SaleCatalog = {
  event: Awaited<ReturnType<typeof findEvent>>['event']
  tickets: (typeof tickets.$inferSelect)[]
  bundles: (typeof bundles.$inferSelect)[]
  parts: (typeof bundleTickets.$inferSelect)[]
  seated: Set<string>
}

// A flash sale's thousands of buyers price from one read a second per instance. Nothing here decides
// alone: the hold checks prices, seats and the event again under the tickets' locks (mela_hold_seats),
// and a refusal found here is read again fresh before the buyer hears it (buyTickets).
const CATALOG_TTL_MS = 1000

const catalogs = shortLivedCache<SaleCatalog>(CATALOG_TTL_MS, async (db, eventId) => {
  const { event } = await findEvent(db, eventId)
  const [ticketRows, bundleRows] = await Promise.all([
    db.select().from(tickets).where(eq(tickets.eventId, event.id)),
    db.select().from(bundles).where(eq(bundles.eventId, event.id)),
  ])
  const [parts, seated] = await Promise.all([
    bundleRows.length
      ? db
          .select()
          .from(bundleTickets)
          .where(
            inArray(
              bundleTickets.bundleId,
              bundleRows.map((bundle) => bundle.id),
            ),
          )
      : [],
    seatedTickets(
      db,
      ticketRows.map((ticket) => ticket.id),
    ),
  ])
  return { event, tickets: ticketRows, bundles: bundleRows, parts, seated }
})

/** The event's catalog as this instance read it at most a second ago, or afresh. */
export const saleCatalog = (db: Db, eventId: string, fresh = false) => catalogs.get(db, eventId, { fresh })
