import { isSuperuser } from '@mela/shared/constants'
import type { Permission } from '@mela/shared/permissions'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database.ts'
import { accounts, events } from '../db/schema.ts'
import { requirePermission, roleIn } from './authorize.ts'
import { fail, NotFound } from './errors.ts'
import { isUuid } from './ids.ts'
import { shortLivedCache } from './short-lived-cache.ts'

export type EventRow = typeof events.$inferSelect
export type OrganizationRow = typeof accounts.$inferSelect

/** An event with its organization, or 404. */
export async function findEvent(db: Db, id: string): Promise<{ event: EventRow; account: OrganizationRow }> {
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

type Seen = Pick<EventRow, 'publishedAt' | 'hiddenAt' | 'accountId'>

/** Who sees an event: everyone once it is published (and not hidden), else only its team and the superuser. */
async function maySee(db: Db, request: FastifyRequest, event: Seen) {
  if (event.publishedAt && !event.hiddenAt) return true
  const user = request.user
  return Boolean(user && (isSuperuser(user.username) || (await roleIn(db, user.id, event.accountId))))
}

/** An event as the caller may see it: unpublished ones exist only for their team (private ones by ID, the link). */
export async function visibleEvent(db: Db, request: FastifyRequest, id: string) {
  const found = await findEvent(db, id)
  if (await maySee(db, request, found.event)) return found
  throw NotFound('EVENT_NOT_FOUND')
}

// What decides who sees an event, as this instance read it at most a second ago.
const recentlySeen = shortLivedCache(1000, async (db, id): Promise<Seen | undefined> => {
  const [row] = await db
    .select({ publishedAt: events.publishedAt, hiddenAt: events.hiddenAt, accountId: events.accountId })
    .from(events)
    .where(eq(events.id, id))
  return row
})

/**
 * `visibleEvent`'s answer (404 unless the caller may see the event) from what was read at most a second
 * ago, for calls a waiting crowd repeats: a poll costs no read, and an event unpublished a moment ago is
 * gone from every instance within the second.
 */
export async function requireVisibleEvent(db: Db, request: FastifyRequest, id: string): Promise<void> {
  const event = isUuid(id) ? await recentlySeen.get(db, id) : undefined
  if (!event || !(await maySee(db, request, event))) throw NotFound('EVENT_NOT_FOUND')
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

/** An event buyers can no longer buy for: not published, hidden, or over. */
export function refuseIfNotOnSale(event: EventRow, now: Date) {
  if (!event.publishedAt || event.hiddenAt || event.endsAt <= now) throw fail('NOT_ON_SALE', 409)
}
