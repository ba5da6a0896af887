import type { AnalyticsCount, ErrorGroup, ErrorGroupQuery } from '@mela/shared/telemetry'
import { and, count, desc, gte, max, min, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { analyticsEvents, errorReports } from '../../db/schema.ts'
import { pageOf } from '../../lib/paging.ts'

const DAY_MS = 86_400_000
const since = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS)

// The newest report's value of a column within its group.
const newest = (column: unknown) =>
  sql<string | null>`(array_agg(${column} order by ${errorReports.at} desc))[1]`

/** Errors of the last `Days`, grouped by message and source, the most recently seen first. */
export async function errorGroups(
  db: Db,
  query: ErrorGroupQuery,
  now = new Date(),
): Promise<{ Items: ErrorGroup[]; Total: number }> {
  const recent = gte(errorReports.at, since(query.Days, now))
  const grouped = db
    .select({
      message: errorReports.message,
      source: errorReports.source,
      count: count(),
      firstSeen: min(errorReports.at),
      lastSeen: max(errorReports.at),
      lastUrl: newest(errorReports.url),
      lastRequestId: newest(errorReports.requestId),
      lastStack: newest(errorReports.stack),
    })
    .from(errorReports)
    .where(recent)
    .groupBy(errorReports.message, errorReports.source)
  const [rows, [total]] = await Promise.all([
    grouped
      .orderBy(desc(max(errorReports.at)), errorReports.message)
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db
      .select({
        n: sql<number>`count(distinct (${errorReports.message}, ${errorReports.source}))`.mapWith(Number),
      })
      .from(errorReports)
      .where(and(recent)),
  ])
  return {
    Items: rows.map((row) => ({
      Message: row.message,
      Source: row.source,
      Count: row.count,
      FirstSeen: new Date(row.firstSeen ?? now).toISOString(),
      LastSeen: new Date(row.lastSeen ?? now).toISOString(),
      LastURL: row.lastUrl,
      LastRequestID: row.lastRequestId,
      LastStack: row.lastStack,
    })),
    Total: total?.n ?? 0,
  }
}

const dayOf = sql<string>`to_char(${analyticsEvents.at} at time zone 'UTC', 'YYYY-MM-DD')`

/** First-party analytics events per name per UTC day over the last `days`, newest day first. */
export async function analyticsCounts(db: Db, days: number, now = new Date()): Promise<AnalyticsCount[]> {
  const rows = await db
    .select({ day: dayOf, name: analyticsEvents.name, count: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.at, since(days, now)))
    .groupBy(dayOf, analyticsEvents.name)
    .orderBy(desc(dayOf), analyticsEvents.name)
  return rows.map((row) => ({ Day: row.day, Name: row.name, Count: row.count }))
}
