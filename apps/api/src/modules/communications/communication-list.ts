import type { Communication, CommunicationDetail } from '@mela/shared/communication'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { communicationRecipients, communications, events } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'
import { pageOf } from '../../lib/paging.ts'

type Row = typeof communications.$inferSelect

const FAILED_SHOWN = 500

const toCommunication = (row: Row, eventTitle: string): Communication => ({
  ID: row.id,
  AccountID: row.accountId,
  EventID: row.eventId,
  EventTitle: eventTitle,
  Channel: row.channel,
  Subject: row.subject,
  Body: row.body,
  Status: row.status,
  Recipients: row.total,
  Sent: row.sent,
  Failed: row.failed,
  CreatedAt: row.createdAt.toISOString(),
  FinishedAt: row.finishedAt?.toISOString() ?? null,
})

/** A page of messages, newest first: of these organizations (all when undefined), or of one event. */
export async function listCommunications(
  db: Db,
  filter: { accountIds?: string[]; eventId?: string | undefined },
  page: { Page: number; PageSize: number },
) {
  const conditions: SQL[] = []
  if (filter.accountIds) conditions.push(inArray(communications.accountId, filter.accountIds))
  if (filter.eventId) conditions.push(eq(communications.eventId, filter.eventId))
  if (filter.accountIds?.length === 0) return { Items: [], Total: 0 }
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({ communication: communications, title: events.title })
      .from(communications)
      .innerJoin(events, eq(events.id, communications.eventId))
      .where(where)
      .orderBy(desc(communications.createdAt), desc(communications.id))
      .limit(page.PageSize)
      .offset(pageOf(page)),
    db.select({ n: count() }).from(communications).where(where),
  ])
  return {
    Items: rows.map((row) => toCommunication(row.communication, row.title)),
    Total: total?.n ?? 0,
  }
}

/** A message by ID, or 404. */
export async function findCommunication(db: Db, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ communication: communications, title: events.title })
        .from(communications)
        .innerJoin(events, eq(events.id, communications.eventId))
        .where(eq(communications.id, id))
    : []
  if (!row) throw NotFound('MESSAGE_NOT_FOUND')
  return row
}

/** A message with its failed recipients and why each failed. */
export async function communicationDetail(
  db: Db,
  found: Awaited<ReturnType<typeof findCommunication>>,
): Promise<CommunicationDetail> {
  const failed = await db
    .select()
    .from(communicationRecipients)
    .where(
      and(
        eq(communicationRecipients.communicationId, found.communication.id),
        eq(communicationRecipients.status, 'failed'),
      ),
    )
    .orderBy(asc(communicationRecipients.address))
    .limit(FAILED_SHOWN)
  return {
    ...toCommunication(found.communication, found.title),
    FailedRecipients: failed.map((row) => ({
      Address: row.address,
      FirstName: row.firstName,
      Attempts: row.attempts,
      Error: row.lastError,
    })),
  }
}
