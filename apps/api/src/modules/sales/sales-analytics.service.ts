import { DEFAULT_TIME_ZONE } from '@mela/shared/dates'
import { poishaToTaka } from '@mela/shared/money'
import type { Channel, SalesAnalytics, SalesQuery } from '@mela/shared/sales'
import { and, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { events, ledgerEntries, purchaseItems, purchases, tickets } from '../../db/schema.ts'
import { purchaseChannel } from './purchase-channel.ts'
import { dayRange, periodsBetween } from './report-period.ts'

const DHAKA_OFFSET = -360
// A purchase counts as sold once paid; one refunded later still was (its refund is counted apart).
const SOLD = ['paid', 'refunded'] as const

/** The organization's (or one event's) sold purchases paid within the range. */
function soldWhere(accountId: string, query: SalesQuery): SQL {
  const { from, to } = dayRange(query.From, query.To, DHAKA_OFFSET)
  return and(
    eq(events.accountId, accountId),
    query.EventID ? eq(purchases.eventId, query.EventID) : undefined,
    inArray(purchases.status, [...SOLD]),
    isNotNull(purchases.paidAt),
    from ? gte(purchases.paidAt, from) : undefined,
    to ? lt(purchases.paidAt, to) : undefined,
  ) as SQL
}

const count = sql<number>`count(distinct ${purchases.id})`.mapWith(Number)
const seats = sql<number>`count(${purchaseItems.id})`.mapWith(Number)
const checkedIn = sql<number>`count(${purchaseItems.checkedInAt})`.mapWith(Number)

/**
 * Sales figures computed by SQL aggregates: totals, a series per day/week/month on Dhaka's clock,
 * per ticket type and per channel. Gross is what buyers paid (after discounts); refunds and fees come
 * from the ledger, so they agree with what the organization can claim.
 */
export async function salesAnalytics(db: Db, accountId: string, query: SalesQuery): Promise<SalesAnalytics> {
  const where = soldWhere(accountId, query)
  // Purchase totals summed once per purchase, seats counted per item: two queries, not a join that repeats totals.
  const [money] = await db
    .select({ gross: sql<number>`coalesce(sum(${purchases.total}), 0)`.mapWith(Number), purchases: count })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(where)
  const [seatTotals] = await db
    .select({ seats, checkedIn })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(where)

  // Written into the statement, not bound: GROUP BY must see the same expression as SELECT, and two
  // bound parameters are two expressions to PostgreSQL. Both come from fixed lists.
  const period = sql<string>`to_char(date_trunc('${sql.raw(query.Interval)}', ${purchases.paidAt} at time zone '${sql.raw(DEFAULT_TIME_ZONE)}'), 'YYYY-MM-DD')`
  const seatsPerPurchase = db
    .select({ purchaseId: purchaseItems.purchaseId, n: sql<number>`count(*)`.as('n') })
    .from(purchaseItems)
    .groupBy(purchaseItems.purchaseId)
    .as('seats_per_purchase')
  // The series and the channels add up the same purchases, grouped by period or by how they were paid.
  const purchaseTotals = {
    gross: sql<number>`coalesce(sum(${purchases.total}), 0)`.mapWith(Number),
    purchases: sql<number>`count(*)`.mapWith(Number),
    tickets: sql<number>`coalesce(sum(${seatsPerPurchase.n}), 0)`.mapWith(Number),
  }
  const paidPurchases = <T extends SelectedFields>(fields: T) =>
    db
      .select({ ...fields, ...purchaseTotals })
      .from(purchases)
      .innerJoin(events, eq(events.id, purchases.eventId))
      .leftJoin(seatsPerPurchase, eq(seatsPerPurchase.purchaseId, purchases.id))
      .where(where)
  const seriesRows = await paidPurchases({ period }).groupBy(period).orderBy(period)
  const channelRows = await paidPurchases({ channel: purchaseChannel }).groupBy(purchaseChannel)
  const ticketRows = await db
    .select({
      id: tickets.id,
      name: sql<string>`${tickets.section} || ' ' || ${tickets.category}`,
      gross: sql<number>`coalesce(sum(${purchaseItems.price}), 0)`.mapWith(Number),
      purchases: count,
      tickets: seats,
      checkedIn,
    })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .innerJoin(events, eq(events.id, purchases.eventId))
    .innerJoin(tickets, eq(tickets.id, purchaseItems.ticketId))
    .where(where)
    .groupBy(tickets.id)
    .orderBy(tickets.position, tickets.createdAt)
  const { from, to } = dayRange(query.From, query.To, DHAKA_OFFSET)
  const [ledger] = await db
    .select({
      refunded:
        sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'refund'), 0)`.mapWith(
          Number,
        ),
      fees: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('fee', 'fee-refund', 'gateway-fee')), 0)`.mapWith(
        Number,
      ),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        query.EventID ? eq(ledgerEntries.eventId, query.EventID) : undefined,
        from ? gte(ledgerEntries.createdAt, from) : undefined,
        to ? lt(ledgerEntries.createdAt, to) : undefined,
      ),
    )

  const gross = money?.gross ?? 0
  const refunded = ledger?.refunded ?? 0
  const fees = ledger?.fees ?? 0
  const byPeriod = new Map(seriesRows.map((row) => [row.period, row]))
  const first = query.From ?? seriesRows[0]?.period
  const last = query.To ?? seriesRows.at(-1)?.period
  const periods = first && last ? periodsBetween(first, last, query.Interval) : []
  return {
    Totals: {
      Gross: poishaToTaka(gross),
      Refunded: poishaToTaka(refunded),
      Fees: poishaToTaka(fees),
      Net: poishaToTaka(gross - refunded - fees),
      Tickets: seatTotals?.seats ?? 0,
      Purchases: money?.purchases ?? 0,
      CheckedIn: seatTotals?.checkedIn ?? 0,
    },
    Series: periods.map((period) => {
      const row = byPeriod.get(period)
      return {
        Period: period,
        Gross: poishaToTaka(row?.gross ?? 0),
        Tickets: row?.tickets ?? 0,
        Purchases: row?.purchases ?? 0,
      }
    }),
    ByTicket: ticketRows.map((row) => ({
      TicketID: row.id,
      Name: row.name,
      Gross: poishaToTaka(row.gross),
      Tickets: row.tickets,
      Purchases: row.purchases,
      CheckedIn: row.checkedIn,
    })),
    ByChannel: channelRows.map((row) => ({
      Channel: row.channel as Channel,
      Gross: poishaToTaka(row.gross),
      Tickets: row.tickets,
      Purchases: row.purchases,
    })),
  }
}
