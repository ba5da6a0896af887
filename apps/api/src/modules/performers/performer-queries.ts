import type { UpcomingEvent } from '@mela/shared/catalog'
import { isSuperuser } from '@mela/shared/constants'
import { and, asc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accountMembers, eventPerformers, events, performerAccounts, performers } from '../../db/schema.ts'
import type { SessionUser } from '../../lib/sessions.ts'
import type { PerformerRow } from './performer.service.ts'

/** The most a picker search answers: enough to choose from while typing. */
export const PICKER_LIMIT = 20
const UPCOMING_LIMIT = 50

// Text matched anywhere in "First Last" or the alternative name, in any case; % and _ match themselves.
function nameMatches(search: string): SQL | undefined {
  const text = search.trim()
  if (!text) return undefined
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(
    ilike(sql`${performers.firstName} || ' ' || ${performers.lastName}`, pattern),
    ilike(performers.alternativeName, pattern),
  )
}

const byName = [asc(performers.firstName), asc(performers.lastName)]

/** The organization's performers by name, hidden ones too (its team manages them), optionally filtered. */
export async function organizationPerformers(
  db: Db,
  accountId: string,
  search = '',
): Promise<PerformerRow[]> {
  const rows = await db
    .select({ performer: performers })
    .from(performerAccounts)
    .innerJoin(performers, eq(performers.id, performerAccounts.performerId))
    .where(and(eq(performerAccounts.accountId, accountId), nameMatches(search)))
    .orderBy(...byName)
  return rows.map((row) => row.performer)
}

/**
 * Up to PICKER_LIMIT visible performers whose name matches, among those of the organizations the
 * user is in (every one for the superuser): the event form's performer picker.
 */
export async function pickPerformers(db: Db, user: SessionUser, search: string): Promise<PerformerRow[]> {
  const mine = db
    .select({ id: accountMembers.accountId })
    .from(accountMembers)
    .where(eq(accountMembers.userId, user.id))
  const ofMine = db
    .selectDistinct({ id: performerAccounts.performerId })
    .from(performerAccounts)
    .where(inArray(performerAccounts.accountId, mine))
  return db
    .select()
    .from(performers)
    .where(
      and(
        isNull(performers.hiddenAt),
        isSuperuser(user.username) ? undefined : inArray(performers.id, ofMine),
        nameMatches(search),
      ),
    )
    .orderBy(...byName)
    .limit(PICKER_LIMIT)
}

/** The performer's published, listed events that have not ended, soonest first. */
export async function upcomingEvents(
  db: Db,
  performerId: string,
  ctx: { now: Date },
): Promise<UpcomingEvent[]> {
  const rows = await db
    .select({ event: events })
    .from(eventPerformers)
    .innerJoin(events, eq(events.id, eventPerformers.eventId))
    .where(
      and(
        eq(eventPerformers.performerId, performerId),
        isNotNull(events.publishedAt),
        isNull(events.hiddenAt),
        ne(events.visibility, 'private'),
        gt(events.endsAt, ctx.now),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(UPCOMING_LIMIT)
  return rows.map(({ event }) => ({
    ID: event.id,
    Title: event.title,
    StartsAt: event.startsAt.toISOString(),
    Venue: event.venue,
    District: event.district,
    ImageURL: event.imageUrl,
    Online: event.online,
  }))
}
