import type { Purchase, PurchaseStatus } from '@mela/shared/purchase'
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events, purchases, users } from '../../db/schema.ts'
import { containing, pageOf } from '../../lib/paging.ts'
import type { SessionUser } from '../../lib/sessions.ts'
import { purchasesOf } from './purchase-access.ts'
import { toPurchases } from './purchase-view.ts'

type PurchaseRow = typeof purchases.$inferSelect

type Page = { Page: number; PageSize: number }

/** Purchases shown in a list of many people's: no seat codes but to whoever holds them (door-codes.ts). */
export const listedPurchases = (db: Db, rows: { purchase: PurchaseRow }[], user: SessionUser) =>
  toPurchases(
    db,
    rows.map((row) => row.purchase),
    { user, list: true },
  )
type Paged = { Items: Purchase[]; Total: number }

/** The buyer's own purchases, events still to come (soonest first) or past ones (latest first). */
export async function buyerPurchases(
  db: Db,
  user: SessionUser,
  query: Page & { past: boolean },
  now: Date,
): Promise<Paged> {
  const where = and(purchasesOf(user), query.past ? lt(events.endsAt, now) : gte(events.endsAt, now))
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(where)
  const rows = await db
    .select({ purchase: purchases })
    .from(purchases)
    .innerJoin(events, eq(events.id, purchases.eventId))
    .where(where)
    .orderBy(query.past ? desc(events.startsAt) : events.startsAt, desc(purchases.createdAt))
    .limit(query.PageSize)
    .offset(pageOf(query))
  return { Items: await listedPurchases(db, rows, user), Total: count?.total ?? 0 }
}

/**
 * An event's purchases for its organizer, newest first, by status and by the buyer's name, phone or e-mail.
 * Organizers see who bought what, never the seat codes (those are the buyer's tickets). A signed-in buyer
 * typed no details at checkout, so their account's name and contacts stand in.
 */
export async function eventPurchases(
  db: Db,
  user: SessionUser,
  query: Page & { eventId: string; Status?: PurchaseStatus; Search?: string },
): Promise<Paged> {
  const where = and(
    eq(purchases.eventId, query.eventId),
    query.Status ? eq(purchases.status, query.Status) : undefined,
    containing(query.Search, [users.firstName, users.lastName, users.phone, users.email]),
  )
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(where)
  const rows = await db
    .select({
      purchase: purchases,
      account: {
        FirstName: users.firstName,
        LastName: users.lastName,
        Phone: users.phone,
        Email: users.email,
      },
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(where)
    .orderBy(desc(purchases.createdAt))
    .limit(query.PageSize)
    .offset(pageOf(query))
  const views = await listedPurchases(db, rows, user)
  return {
    Items: views.map((view, index) => ({
      ...view,
      Buyer: view.Buyer ?? buyerOfAccount(rows[index]?.account),
    })),
    Total: count?.total ?? 0,
  }
}

type Account = { FirstName: string; LastName: string | null; Phone: string | null; Email: string | null }

/** A buyer's details read off their account, leaving out what the account does not have. */
function buyerOfAccount(account: Account | undefined): Purchase['Buyer'] {
  if (!account) return null
  const { FirstName, LastName, Phone, Email } = account
  return {
    FirstName,
    ...(LastName ? { LastName } : {}),
    ...(Phone ? { Phone } : {}),
    ...(Email ? { Email } : {}),
  }
}
