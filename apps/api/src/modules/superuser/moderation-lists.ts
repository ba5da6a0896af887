import { poishaToTaka } from '@mela/shared/money'
import type {
  ModeratedClaim,
  ModeratedEvent,
  ModeratedOrganization,
  ModeratedPerformer,
  ModeratedPurchase,
  ModeratedUser,
  ModerationQuery,
} from '@mela/shared/superuser'
import { type AnyColumn, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, bankAccounts, claims, events, performers, purchases, users } from '../../db/schema.ts'
import { isUuid } from '../../lib/ids.ts'
import { pageOf, searchPattern } from './paging.ts'

type Page<T> = { Items: T[]; Total: number }
const iso = (date: Date | null) => date?.toISOString() ?? null
const count = sql<number>`count(*)`.mapWith(Number)

/**
 * What a search matches: the row's ID when the search is one (an ID found anywhere, e.g. in the audit log),
 * else any of the text columns, anywhere in them and in any letter case.
 */
function matching(search: string | undefined, id: AnyColumn, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const text = search?.trim()
  if (!text) return undefined
  if (isUuid(text)) return eq(id, text)
  const pattern = searchPattern(text) as string
  return or(...columns.map((column) => ilike(column, pattern)))
}

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

type StoredBuyer = { FirstName?: string; LastName?: string; Email?: string; Phone?: string } | null

/** Purchases, newest first: buyer (as they gave themselves, else their account), event, status, total. */
export async function listPurchases(db: Db, query: ModerationQuery): Promise<Page<ModeratedPurchase>> {
  const buyer = (field: string) => sql`${purchases.buyer} ->> ${field}`
  const where = matching(query.Search, purchases.id, [
    buyer('FirstName'),
    buyer('LastName'),
    buyer('Email'),
    buyer('Phone'),
    users.username,
    users.email,
    users.phone,
    events.title,
    purchases.trxId,
  ])
  const from = () =>
    db
      .select({ purchase: purchases, user: users, eventTitle: events.title })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(events, eq(events.id, purchases.eventId))
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db
      .select({ count })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .innerJoin(events, eq(events.id, purchases.eventId))
      .where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map(({ purchase, user, eventTitle }) => {
      const given = purchase.buyer as StoredBuyer
      const name = [given?.FirstName ?? user.firstName, given?.LastName ?? user.lastName]
      return {
        ID: purchase.id,
        EventID: purchase.eventId,
        EventTitle: eventTitle,
        BuyerName: name.filter(Boolean).join(' '),
        BuyerEmail: given?.Email ?? user.email,
        BuyerPhone: given?.Phone ?? user.phone,
        Username: user.username,
        Status: purchase.status,
        PaymentMethod: purchase.paymentMethod,
        Total: poishaToTaka(purchase.total),
        TrxID: purchase.trxId,
        PaidAt: iso(purchase.paidAt),
        RefundedAt: iso(purchase.refundedAt),
        CreatedAt: purchase.createdAt.toISOString(),
      }
    }),
  }
}

/** Claims, newest first, with the organization and the full bank account the money goes to. */
export async function listClaims(db: Db, query: ModerationQuery): Promise<Page<ModeratedClaim>> {
  const where = matching(query.Search, claims.id, [
    accounts.name,
    claims.status,
    bankAccounts.accountName,
    bankAccounts.accountNumber,
    users.username,
  ])
  const [rows, [total]] = await Promise.all([
    db
      .select({ claim: claims, accountName: accounts.name, bank: bankAccounts, requestedBy: users.username })
      .from(claims)
      .innerJoin(accounts, eq(accounts.id, claims.accountId))
      .innerJoin(bankAccounts, eq(bankAccounts.id, claims.bankAccountId))
      .innerJoin(users, eq(users.id, claims.requestedBy))
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db
      .select({ count })
      .from(claims)
      .innerJoin(accounts, eq(accounts.id, claims.accountId))
      .innerJoin(bankAccounts, eq(bankAccounts.id, claims.bankAccountId))
      .innerJoin(users, eq(users.id, claims.requestedBy))
      .where(where),
  ])
  return {
    Total: total?.count ?? 0,
    Items: rows.map(({ claim, accountName, bank, requestedBy }) => ({
      ID: claim.id,
      AccountID: claim.accountId,
      AccountName: accountName,
      Amount: poishaToTaka(claim.amount),
      Status: claim.status,
      Reason: claim.reason,
      RequestedBy: requestedBy,
      BankAccount: {
        ID: bank.id,
        BankName: bank.bankName,
        BranchName: bank.branchName,
        AccountName: bank.accountName,
        AccountNumber: bank.accountNumber,
      },
      CreatedAt: claim.createdAt.toISOString(),
      ApprovedAt: iso(claim.approvedAt),
      PaidAt: iso(claim.paidAt),
      RejectedAt: iso(claim.rejectedAt),
    })),
  }
}
