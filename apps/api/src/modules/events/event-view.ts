import type { Event } from '@mela/shared/event'
import { poishaToTaka } from '@mela/shared/money'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, eventPerformers, events, performers, tickets } from '../../db/schema.ts'

type EventRow = typeof events.$inferSelect
type AccountRow = typeof accounts.$inferSelect

/** Events as the API shows them, with their organization, performers, lowest price and sold-out state. */
export async function toEvents(db: Db, rows: { event: EventRow; account: AccountRow }[]): Promise<Event[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.event.id)
  const prices = await db
    .select({
      eventId: tickets.eventId,
      // The cheapest paid ticket when there is one: a free side ticket must not make a paid event read "Free".
      priceFrom: sql<
        number | null
      >`coalesce(min(${tickets.price}) filter (where ${tickets.price} > 0), min(${tickets.price}))`.mapWith(
        Number,
      ),
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
      StartsAt: event.startsAt.toISOString(),
      EndsAt: event.endsAt.toISOString(),
      Visibility: event.visibility,
      ImageURL: event.imageUrl,
      Performers: cast
        .filter((c) => c.eventId === event.id && !c.performer.hiddenAt)
        .map(({ performer }) => ({
          ID: performer.id,
          FirstName: performer.firstName,
          LastName: performer.lastName,
          AlternativeName: performer.alternativeName,
          Image: performer.image,
        })),
      PublishedAt: event.publishedAt?.toISOString() ?? null,
      CreatedAt: event.createdAt.toISOString(),
      PriceFrom:
        price?.priceFrom == null || Number.isNaN(price.priceFrom) ? null : poishaToTaka(price.priceFrom),
      SoldOut: price?.soldOut ?? false,
      Bn: (event.bn as Event['Bn']) ?? null,
    }
  })
}

/** Events joined with their organization, for toEvents. */
export const eventsWithAccounts = (db: Db) =>
  db
    .select({ event: events, account: accounts })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
