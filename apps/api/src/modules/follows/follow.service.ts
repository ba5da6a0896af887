import type { FollowInput, Following } from '@mela/shared/follow'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, eventPerformers, events, followNotices, follows, performers } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'

type Target = { AccountID?: string | undefined; PerformerID?: string | undefined }

const matches = (userId: string, target: Target) =>
  target.AccountID
    ? and(eq(follows.userId, userId), eq(follows.accountId, target.AccountID))
    : and(eq(follows.userId, userId), eq(follows.performerId, target.PerformerID ?? ''))

async function requireTarget(db: Db, target: Target) {
  if (target.AccountID) {
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, target.AccountID))
    if (!row) throw fail('ORGANIZATION_NOT_FOUND', 404)
  } else {
    const [row] = await db
      .select({ id: performers.id })
      .from(performers)
      .where(and(eq(performers.id, target.PerformerID ?? ''), isNull(performers.hiddenAt)))
    if (!row) throw fail('PERFORMER_NOT_FOUND', 404)
  }
}

/** Follows an organization or a performer; following twice is the same as once. */
export async function follow(db: Db, userId: string, input: FollowInput) {
  await requireTarget(db, input)
  await db
    .insert(follows)
    .values({ userId, accountId: input.AccountID ?? null, performerId: input.PerformerID ?? null })
    .onConflictDoNothing()
}

/** Stops following; unfollowing what one does not follow is harmless. */
export async function unfollow(db: Db, userId: string, input: FollowInput) {
  await db.delete(follows).where(matches(userId, input))
}

/** Whether the person follows the organization or performer (false when signed out). */
export async function isFollowing(db: Db, userId: string | undefined, target: Target) {
  if (!userId || (!target.AccountID && !target.PerformerID)) return false
  const [row] = await db.select({ id: follows.id }).from(follows).where(matches(userId, target)).limit(1)
  return Boolean(row)
}

/** How many people follow an organization. */
export async function followerCount(db: Db, accountId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(follows)
    .where(eq(follows.accountId, accountId))
  return row?.count ?? 0
}

/** What a person follows, oldest first. */
export async function followingOf(db: Db, userId: string): Promise<Following> {
  const organizations = await db
    .select({ ID: accounts.id, Name: accounts.name, ImageURL: accounts.imageUrl, FeedURL: accounts.feedUrl })
    .from(follows)
    .innerJoin(accounts, eq(accounts.id, follows.accountId))
    .where(eq(follows.userId, userId))
    .orderBy(asc(follows.createdAt))
  const people = await db
    .select({
      ID: performers.id,
      FirstName: performers.firstName,
      LastName: performers.lastName,
      Image: performers.image,
    })
    .from(follows)
    .innerJoin(performers, eq(performers.id, follows.performerId))
    .where(and(eq(follows.userId, userId), isNull(performers.hiddenAt)))
    .orderBy(asc(follows.createdAt))
  return { Accounts: organizations, Performers: people }
}

/**
 * Notes, for the next digest, a published public event for the followers of its organization and of its
 * performers (only `performerIds` when given: the ones just added). One notice per person and event.
 */
export async function noticeFollowers(db: Db, eventId: string, performerIds?: string[]) {
  const [event] = await db
    .select({
      accountId: events.accountId,
      publishedAt: events.publishedAt,
      visibility: events.visibility,
      hiddenAt: events.hiddenAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
  if (!event?.publishedAt || event.hiddenAt || event.visibility !== 'public') return
  if (performerIds === undefined) {
    await db.execute(sql`insert into ${followNotices} (user_id, event_id, reason)
      select distinct on (user_id) user_id, ${eventId}::uuid, 'account' from ${follows}
      where account_id = ${event.accountId}
      on conflict do nothing`)
  }
  const ids =
    performerIds ??
    (
      await db
        .select({ id: eventPerformers.performerId })
        .from(eventPerformers)
        .where(eq(eventPerformers.eventId, eventId))
    ).map((row) => row.id)
  if (ids.length === 0) return
  await db.execute(sql`insert into ${followNotices} (user_id, event_id, reason)
    select distinct on (user_id) user_id, ${eventId}::uuid, 'performer' from ${follows}
    where performer_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    on conflict do nothing`)
}
