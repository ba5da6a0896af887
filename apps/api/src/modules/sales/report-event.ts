import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'

/** An event named in a report's query must be the organization's: its figures are not anyone else's to read. */
export async function requireEventOf(db: Db, accountId: string, eventId: string | undefined) {
  if (!eventId) return
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.accountId, accountId)))
  if (!event) throw NotFound('EVENT_NOT_FOUND')
}
