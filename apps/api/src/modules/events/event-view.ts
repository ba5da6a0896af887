import type { Event } from '@mela/shared/event'
import { poishaToTaka } from '@mela/shared/money'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, eventPerformers, events, performers, tickets } from '../../db/schema.ts'

type EventRow = typeof events.$inferSelect
type OrganizationRow = typeof accounts.$inferSelect

/** Events as the API shows them, with their organization, performers, lowest price and sold-out state. */
export async function toEvents(
  db: Db,
  rows: { event: EventRow; account: OrganizationRow }[],
): Promise<Event[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.event.id)
  const prices = await db
    .select({
      eventId: tickets.eventId,
      // The cheapest ticket, a free one too: a buyer who can get in for nothing is told "Free" on the card.
      priceFrom: sql<number | null>`min(${tickets.price})`.mapWith(Number),
      soldOut: sql<boolean>`bool_and(${tickets.sold} >= ${tickets.capacity})`,
    })
    .from(tickets)
    .where(inArray(tickets.eventId, ids))
    .groupBy(tickets.eventId)
  const cast = await db
    .select({ eventId: eventPerformers.eventId, performer: performers })
    .from(eventPerformers)
    .innerJoin(performers, eq(performers.id, eventPerformers.performerId))
    .where(inArray(eventPerformers.eventId, ids))
    .orderBy(asc(eventPerformers.position))

  return rows.map(({ event, account }) => {
    const price = prices.find((p) => p.eventId === event.id)
    const performers = cast
      .filter((c) => c.eventId === event.id && !c.performer.hiddenAt)
      .map(({ performer }) => ({
        ID: performer.id,
        FirstName: performer.firstName,
        LastName: performer.lastName,
        AlternativeName: performer.alternativeName,
        Image: performer.image,
      }))
    return eventOf(event, account, {
      priceFrom: price?.priceFrom ?? null,
      soldOut: price?.soldOut,
      performers,
    })
  })
}

/** One event as the API shows it, from its row, its organization's and what its tickets and cast add. */
export function eventOf(
  event: EventRow,
  account: OrganizationRow,
  extra: { priceFrom: number | null; soldOut: boolean | null | undefined; performers: Event['Performers'] },
): Event {
  return {
    ID: event.id,
    AccountID: event.accountId,
    Account: {
      ID: account.id,
      Name: account.name,
      FeedURL: account.feedUrl,
      ImageURL: account.imageUrl,
      Verified: account.verified,
      EnableCollectibles: account.enableCollectibles,
      EnableCashSell: account.enableCashSell,
    },
    Title: event.title,
    Description: event.description,
    Category: event.category as Event['Category'],
    Features: event.features as Event['Features'],
    District: event.district as Event['District'],
    Venue: event.venue,
    Address: event.address,
    Online: event.online,
    Seated: event.seated,
    StartsAt: event.startsAt.toISOString(),
    EndsAt: event.endsAt.toISOString(),
    Visibility: event.visibility,
    ImageURL: event.imageUrl,
    Performers: extra.performers,
    PublishedAt: event.publishedAt?.toISOString() ?? null,
    HiddenAt: event.hiddenAt?.toISOString() ?? null,
    CreatedAt: event.createdAt.toISOString(),
    PriceFrom:
      extra.priceFrom == null || Number.isNaN(extra.priceFrom) ? null : poishaToTaka(extra.priceFrom),
    SoldOut: extra.soldOut ?? false,
    Bn: (event.bn as Event['Bn']) ?? null,
  }
}

/** Events joined with their organization, for toEvents. */
export const eventsWithOrganizations = (db: Db) =>
  db
    .select({ event: events, account: accounts })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))

/**
 * Events with everything a card shows in one query: organization, lowest price, sold-out state and
 * visible performers (in order) come from correlated subqueries on the tickets and cast indexes.
 */
export const eventCards = (db: Db) =>
  db
    .select({
      event: events,
      account: accounts,
      priceFrom: sql<number | null>`(select min(t.price) from tickets t where t.event_id = ${events.id})`,
      soldOut: sql<
        boolean | null
      >`(select bool_and(t.sold >= t.capacity) from tickets t where t.event_id = ${events.id})`,
      performers: sql<Event['Performers'] | null>`(select json_agg(json_build_object('ID', p.id,
        'FirstName', p.first_name, 'LastName', p.last_name, 'AlternativeName', p.alternative_name,
        'Image', p.image) order by ep.position)
        from event_performers ep join performers p on p.id = ep.performer_id
        where ep.event_id = ${events.id} and p.hidden_at is null)`,
      // The start to the microsecond, for the feed's cursor.
      startsAtMicros: sql<string>`(extract(epoch from ${events.startsAt}) * 1000000)::bigint::text`,
    })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))

export type EventCardRow = Awaited<ReturnType<ReturnType<typeof eventCards>['execute']>>[number]

export const cardOf = (row: EventCardRow) =>
  eventOf(row.event, row.account, {
    priceFrom: row.priceFrom == null ? null : Number(row.priceFrom),
    soldOut: row.soldOut,
    performers: row.performers ?? [],
  })
