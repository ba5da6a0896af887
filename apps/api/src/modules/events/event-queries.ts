import type { Event, FeedQuery } from '@mela/shared/event'
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, events } from '../../db/schema.ts'
import { pageOf } from '../../lib/paging.ts'
import { cardOf, eventCards, eventsWithOrganizations, toEvents } from './event-view.ts'
import { decodeCursor, encodeCursor, type FeedPosition } from './feed-cursor.ts'

// Characters that mean something to LIKE are searched for literally.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** What GET /event/feed answers. */
export type FeedAnswer = { Items: Event[]; Total: number; NextCursor: string | null }

/** Counts the events that match one set of filters; the feed cache keeps it between pages. */
export type CountTotal = (filters: string, count: () => Promise<number>) => Promise<number>

/**
 * GET /event/feed: published public and in-site events, upcoming by start time (or, with Past,
 * ended ones, newest first), filtered and paged by cursor (or, for older clients, by Page).
 */
export async function eventFeed(
  db: Db,
  query: FeedQuery,
  options: { now?: Date; countTotal?: CountTotal } = {},
): Promise<FeedAnswer> {
  const now = options.now ?? new Date()
  const where = and(...feedFilters(query, now))
  const after = query.Cursor ? decodeCursor(query.Cursor) : undefined
  const rows = await eventCards(db)
    .where(and(where, after ? keysetAfter(after, query.Past) : undefined))
    .orderBy(
      ...(query.Past ? [desc(events.startsAt), desc(events.id)] : [asc(events.startsAt), asc(events.id)]),
    )
    // One more than asked tells whether a next page exists.
    .limit(query.PageSize + 1)
    .offset(after ? 0 : pageOf(query))
  const page = rows.slice(0, query.PageSize)
  const last = page.at(-1)
  const hasMore = rows.length > query.PageSize
  const count = () => countFeed(db, where)
  // A first page that holds every match is its own count.
  const Total =
    !after && query.Page === 1 && !hasMore
      ? page.length
      : await (options.countTotal ? options.countTotal(filtersKey(query), count) : count())
  return {
    Items: page.map(cardOf),
    Total,
    NextCursor:
      hasMore && last ? encodeCursor({ startsAtMicros: last.startsAtMicros, id: last.event.id }) : null,
  }
}

/** The feed's filters alone (no paging), as a stable text: the key of their count. */
export function filtersKey(query: FeedQuery): string {
  const { Page: _page, PageSize: _size, Cursor: _cursor, ...filters } = query
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
}

function feedFilters(query: FeedQuery, now: Date): (SQL | undefined)[] {
  return [
    // Written as the feed indexes' own condition, so PostgreSQL uses them.
    sql`${events.publishedAt} is not null and ${events.hiddenAt} is null and ${events.visibility} <> 'private'`,
    query.Past ? lt(events.endsAt, now) : gte(events.endsAt, now),
    // An event ends after it starts: ended ones started before now too, which bounds the index scan.
    query.Past ? lt(events.startsAt, now) : undefined,
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
}

/** Strictly after a cursor's event in the feed's order (start, then ID; both reversed for Past). */
function keysetAfter(after: FeedPosition, past: boolean | undefined): SQL {
  const startsAt = sql`(timestamptz 'epoch' + ${after.startsAtMicros}::bigint * interval '1 microsecond')`
  return past
    ? sql`(${events.startsAt}, ${events.id}) < (${startsAt}, ${after.id}::uuid)`
    : sql`(${events.startsAt}, ${events.id}) > (${startsAt}, ${after.id}::uuid)`
}

async function countFeed(db: Db, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(where)
  return count?.total ?? 0
}

/** GET /event?AccountID=: every event of an organization for its team, newest start first. */
export async function organizationEvents(
  db: Db,
  accountId: string,
  page: { Page: number; PageSize: number },
) {
  const where = eq(events.accountId, accountId)
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .where(where)
  const rows = await eventsWithOrganizations(db)
    .where(where)
    .orderBy(desc(events.startsAt), asc(events.id))
    .limit(page.PageSize)
    .offset(pageOf(page))
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
