import type { Event, FeedQuery } from '@mela/shared/event'
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, events } from '../../db/schema.ts'
import { eventsWithAccounts, toEvents } from './event-view.ts'

// Characters that mean something to LIKE are searched for literally.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * GET /event/feed: published public and in-site events, upcoming by start time (or, with Past,
 * ended ones, newest first), filtered and paged.
 */
export async function eventFeed(
  db: Db,
  query: FeedQuery,
  now = new Date(),
): Promise<{ Items: Event[]; Total: number }> {
  const filters: (SQL | undefined)[] = [
    isNotNull(events.publishedAt),
    isNull(events.hiddenAt),
    ne(events.visibility, 'private'),
    query.Past ? lt(events.endsAt, now) : gte(events.endsAt, now),
    query.Verified ? eq(accounts.verified, true) : undefined,
    query.Category ? eq(events.category, query.Category) : undefined,
    query.District ? eq(events.district, query.District) : undefined,
    query.Online === undefined ? undefined : eq(events.online, query.Online),
    query.Organization ? eq(events.accountId, query.Organization) : undefined,
    query.FeedURL ? sql`lower(${accounts.feedUrl}) = ${query.FeedURL.toLowerCase()}` : undefined,
    query.From ? gte(events.startsAt, new Date(query.From)) : undefined,
    query.To ? lte(events.startsAt, new Date(query.To)) : undefined,
    query.Search
      ? or(
          ilike(events.title, likePattern(query.Search)),
          ilike(events.venue, likePattern(query.Search)),
          ilike(accounts.name, likePattern(query.Search)),
          // The Bengali title and venue match too, so a reader finds an event in either language.
          sql`${events.bn}->>'Title' ilike ${likePattern(query.Search)}`,
          sql`${events.bn}->>'Venue' ilike ${likePattern(query.Search)}`,
        )
      : undefined,
  ]
  const where = and(...filters)
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(where)
  const rows = await eventsWithAccounts(db)
    .where(where)
    .orderBy(query.Past ? desc(events.startsAt) : asc(events.startsAt), asc(events.id))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize)
  return { Items: await toEvents(db, rows), Total: count?.total ?? 0 }
}

/** GET /event?AccountID=: every event of an organization for its team, newest start first. */
export async function accountEvents(db: Db, accountId: string, page: { Page: number; PageSize: number }) {
  const where = eq(events.accountId, accountId)
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .where(where)
  const rows = await eventsWithAccounts(db)
    .where(where)
    .orderBy(desc(events.startsAt), asc(events.id))
    .limit(page.PageSize)
    .offset((page.Page - 1) * page.PageSize)
  return { Items: await toEvents(db, rows), Total: count?.total ?? 0 }
}

/** Published, listed events of a set for the sitemap: public ones only. */
export async function publicEventIds(db: Db, limit = 5000) {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(and(isNotNull(events.publishedAt), isNull(events.hiddenAt), eq(events.visibility, 'public')))
    .orderBy(desc(events.startsAt))
    .limit(limit)
}
