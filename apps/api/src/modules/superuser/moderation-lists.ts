import type {
  ModeratedEvent,
  ModeratedOrganization,
  ModeratedPerformer,
  ModeratedUser,
  ModerationQuery,
} from '@mela/shared/superuser'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, events, performers, users } from '../../db/schema.ts'
import { matching, pageOf } from '../../lib/paging.ts'

export type Page<T> = { Items: T[]; Total: number }
export const iso = (date: Date | null) => date?.toISOString() ?? null
export const count = sql<number>`count(*)`.mapWith(Number)

/** People, newest first: banned or not. */
export async function listUsers(db: Db, query: ModerationQuery): Promise<Page<ModeratedUser>> {
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`
  const where = matching(query.Search, users.id, [users.username, fullName, users.email, users.phone])
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db.select({ count }).from(users).where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map((user) => ({
      ID: user.id,
      Username: user.username,
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: user.email,
      Phone: user.phone,
      Kind: user.kind,
      BannedAt: iso(user.bannedAt),
      CreatedAt: user.createdAt.toISOString(),
    })),
  }
}

/** Organizations, newest first, with their owner, whether verified, and how many events they made. */
export async function listOrganizations(
  db: Db,
  query: ModerationQuery,
): Promise<Page<ModeratedOrganization>> {
  const where = matching(query.Search, accounts.id, [
    accounts.name,
    accounts.feedUrl,
    accounts.email,
    accounts.phone,
    users.username,
  ])
  const eventCount = sql<number>`(select count(*) from events e where e.account_id = ${accounts.id})`.mapWith(
    Number,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ account: accounts, owner: users.username, events: eventCount })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db.select({ count }).from(accounts).innerJoin(users, eq(users.id, accounts.ownerId)).where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map(({ account, owner, events: made }) => ({
      ID: account.id,
      Name: account.name,
      FeedURL: account.feedUrl,
      Email: account.email,
      Phone: account.phone,
      OwnerUsername: owner,
      Verified: account.verified,
      Events: made,
      CreatedAt: account.createdAt.toISOString(),
    })),
  }
}

/** Performers, newest first: hidden or not. */
export async function listPerformers(db: Db, query: ModerationQuery): Promise<Page<ModeratedPerformer>> {
  const fullName = sql`${performers.firstName} || ' ' || ${performers.lastName}`
  const where = matching(query.Search, performers.id, [fullName, performers.alternativeName])
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(performers)
      .where(where)
      .orderBy(desc(performers.createdAt), desc(performers.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db.select({ count }).from(performers).where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map((performer) => ({
      ID: performer.id,
      FirstName: performer.firstName,
      LastName: performer.lastName,
      AlternativeName: performer.alternativeName,
      HiddenAt: iso(performer.hiddenAt),
      CreatedAt: performer.createdAt.toISOString(),
    })),
  }
}

/** Events, newest first, with their organization, published and hidden state. */
export async function listEvents(db: Db, query: ModerationQuery): Promise<Page<ModeratedEvent>> {
  const where = matching(query.Search, events.id, [events.title, accounts.name, events.venue])
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: events, accountName: accounts.name })
      .from(events)
      .innerJoin(accounts, eq(accounts.id, events.accountId))
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db.select({ count }).from(events).innerJoin(accounts, eq(accounts.id, events.accountId)).where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map(({ event, accountName }) => ({
      ID: event.id,
      Title: event.title,
      AccountID: event.accountId,
      AccountName: accountName,
      StartsAt: event.startsAt.toISOString(),
      Visibility: event.visibility,
      PublishedAt: iso(event.publishedAt),
      HiddenAt: iso(event.hiddenAt),
      HiddenReason: event.hiddenReason,
      CreatedAt: event.createdAt.toISOString(),
    })),
  }
}
