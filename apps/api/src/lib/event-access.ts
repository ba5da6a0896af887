import { isSuperuser } from '@mela/shared/constants'
import type { Permission } from '@mela/shared/permissions'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database.ts'
import { accounts, events } from '../db/schema.ts'
import { requirePermission, roleIn } from './authorize.ts'
import { NotFound } from './errors.ts'
import { isUuid } from './ids.ts'

export type EventRow = typeof events.$inferSelect
export type AccountRow = typeof accounts.$inferSelect

/** An event with its organization, or 404. */
export async function findEvent(db: Db, id: string): Promise<{ event: EventRow; account: AccountRow }> {
  const [row] = isUuid(id)
    ? await db
        .select({ event: events, account: accounts })
        .from(events)
        .innerJoin(accounts, eq(accounts.id, events.accountId))
        .where(eq(events.id, id))
    : []
  if (!row) throw NotFound('EVENT_NOT_FOUND')
  return row
}

/** An event as the caller may see it: unpublished ones exist only for their team (private ones by ID, the link). */
export async function visibleEvent(db: Db, request: FastifyRequest, id: string) {
  const found = await findEvent(db, id)
  if (found.event.publishedAt && !found.event.hiddenAt) return found
  const user = request.user
  if (user && (isSuperuser(user.username) || (await roleIn(db, user.id, found.account.id)))) return found
  throw NotFound('EVENT_NOT_FOUND')
}

/**
 * The event, its organization and the signed-in user, when the user holds any of `permissions` in
 * the event's organization (401 / 403 / 404 otherwise). Every organizer call on an event's things
 * goes through here.
 */
export async function requireEventPermission(
  request: FastifyRequest,
  eventId: string,
  ...permissions: Permission[]
) {
  const found = await findEvent(request.server.database.db, eventId)
  const user = await requirePermission(request, found.account.id, ...permissions)
  return { ...found, user }
}
