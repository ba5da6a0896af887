import { randomBytes } from 'node:crypto'
import type { GuestLinkInput } from '@mela/shared/guest'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { guestLinks, guests } from '../../db/schema.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'

export type GuestLinkRow = typeof guestLinks.$inferSelect
export type CountedLink = GuestLinkRow & { used: number }

// 16 characters of base64url: 96 random bits, not guessable, short enough to send in an SMS.
const newAccessCode = () => randomBytes(12).toString('base64url')
const ACCESS_CODE = /^[A-Za-z0-9_-]{16}$/

/** Seats of guests a link added that are still on the list (spelled out: the subquery names two tables). */
const usedSeats = sql<number>`coalesce((select sum(g.quantity) from guests g
  where g.link_id = "guest_links"."id" and g.removed_at is null), 0)`.mapWith(Number)

/** Makes a link to the event's guest list for a promoter, with an optional quota of seats. */
export async function createLink(db: Db, input: GuestLinkInput, createdBy: string): Promise<CountedLink> {
  const [row] = await db
    .insert(guestLinks)
    .values({
      eventId: input.EventID,
      accessCode: newAccessCode(),
      label: input.Label ?? null,
      quota: input.Quota ?? null,
      createdBy,
    })
    .returning()
  if (!row) throw new Error('Guest link was not created')
  return { ...row, used: 0 }
}

/** The event's links, newest first, revoked ones included (they say so). */
export async function listLinks(db: Db, eventId: string): Promise<CountedLink[]> {
  const rows = await db
    .select({ link: guestLinks, used: usedSeats })
    .from(guestLinks)
    .where(eq(guestLinks.eventId, eventId))
    .orderBy(desc(guestLinks.createdAt))
  return rows.map((row) => ({ ...row.link, used: row.used }))
}

/** A link by ID (revoked or not), or 404. */
export async function findLink(db: Db, id: string): Promise<GuestLinkRow> {
  const [row] = isUuid(id) ? await db.select().from(guestLinks).where(eq(guestLinks.id, id)) : []
  if (!row) throw NotFound('GUEST_LINK_NOT_FOUND')
  return row
}

/** The link stops opening the list; guests it added stay. Revoking twice keeps the first time. */
export async function revokeLink(db: Db, id: string, now = new Date()) {
  await db
    .update(guestLinks)
    .set({ revokedAt: now })
    .where(and(eq(guestLinks.id, id), isNull(guestLinks.revokedAt)))
}

/** The live link behind an access code; an unknown or revoked one answers 404 the same way. */
export async function openLink(db: Db, accessCode: string): Promise<CountedLink> {
  const [row] = ACCESS_CODE.test(accessCode)
    ? await db
        .select({ link: guestLinks, used: usedSeats })
        .from(guestLinks)
        .where(eq(guestLinks.accessCode, accessCode))
    : []
  if (!row || row.link.revokedAt) throw NotFound('GUEST_LINK_GONE')
  return { ...row.link, used: row.used }
}

/**
 * Locks a link for adding guests through it, inside the caller's transaction, so two promoters
 * sharing it cannot both take its last seats; answers it with the seats it has used.
 */
export async function lockLink(tx: Db, id: string): Promise<CountedLink> {
  const [link] = await tx.select().from(guestLinks).where(eq(guestLinks.id, id)).for('update')
  if (!link || link.revokedAt) throw NotFound('GUEST_LINK_GONE')
  const [count] = await tx
    .select({ used: sql<number>`coalesce(sum(${guests.quantity}), 0)`.mapWith(Number) })
    .from(guests)
    .where(and(eq(guests.linkId, id), isNull(guests.removedAt)))
  return { ...link, used: count?.used ?? 0 }
}

/** 409 when `wanted` more seats would pass the link's quota. */
export function refuseOverQuota(link: CountedLink, wanted: number) {
  if (link.quota !== null && link.used + wanted > link.quota)
    throw fail('GUEST_QUOTA', 409, { left: Math.max(0, link.quota - link.used) })
}
