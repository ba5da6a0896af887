import type { Permission } from '@mela/shared/permissions'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database.ts'
import { can } from '../../lib/authorize.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { findEvent, type OrganizationRow } from '../../lib/event-access.ts'
import type { SessionUser } from '../../lib/sessions.ts'

/** Whether the user holds any of `permissions` in the organization. */
export async function holdsAny(db: Db, user: SessionUser, accountId: string, permissions: Permission[]) {
  for (const permission of permissions) if (await can(db, user, accountId, permission)) return true
  return false
}

/**
 * The event whose catalog a list shows, and whether the viewer is one of its organizers (holds any
 * of `permissions`). A published event's catalog is public; an unpublished or hidden one's is 404
 * to everyone but its organizers, as the event itself is.
 */
export async function catalogViewOf(request: FastifyRequest, eventId: string, ...permissions: Permission[]) {
  const db = request.server.database.db
  const found = await findEvent(db, eventId)
  const user = request.user
  const organizer = user ? await holdsAny(db, user, found.account.id, permissions) : false
  if (!organizer && (!found.event.publishedAt || found.event.hiddenAt)) throw NotFound('EVENT_NOT_FOUND')
  return { ...found, organizer }
}

/** Refuses collectible calls of an organization that has not turned collectibles on (400). */
export function requireCollectibles(account: OrganizationRow) {
  if (!account.enableCollectibles) throw fail('COLLECTIBLES_DISABLED', 400)
}
