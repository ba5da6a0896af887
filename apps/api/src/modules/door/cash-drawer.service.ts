import type { CashDrawer, CashSale, SellerTakings, SellsPage } from '@mela/shared/cash-sale'
import { poishaToTaka } from '@mela/shared/money'
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { cashDrawers, purchaseItems, purchases, users } from '../../db/schema.ts'
import { Conflict } from '../../lib/errors.ts'
import { pageOf } from '../../lib/paging.ts'
import type { SessionUser } from '../../lib/sessions.ts'
import { listedPurchases } from '../checkout/purchase-lists.ts'

/** The cash sales of an event: one seller's, or everyone's when `sellerId` is undefined. */
export const cashSalesOf = (eventId: string, sellerId?: string): SQL =>
  and(
    eq(purchases.eventId, eventId),
    eq(purchases.paymentMethod, 'cash'),
    sellerId ? eq(purchases.soldBy, sellerId) : undefined,
  ) as SQL

const sellerName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`
const paidTotal = sql<number>`coalesce(sum(${purchases.total}) filter (where ${purchases.status} = 'paid'), 0)`

/** Each seller's takings for the event, and what is not yet counted in a closed drawer. */
export async function sellerTakings(db: Db, eventId: string, sellerId?: string): Promise<SellerTakings[]> {
  const seats = db
    .select({ purchaseId: purchaseItems.purchaseId, n: sql<number>`count(*)`.as('n') })
    .from(purchaseItems)
    .groupBy(purchaseItems.purchaseId)
    .as('seats')
  const rows = await db
    .select({
      id: users.id,
      name: sellerName,
      sales: sql<number>`count(*) filter (where ${purchases.status} = 'paid')`.mapWith(Number),
      tickets: sql<number>`coalesce(sum(${seats.n}) filter (where ${purchases.status} = 'paid'), 0)`.mapWith(
        Number,
      ),
      amount: paidTotal.mapWith(Number),
      openSales:
        sql<number>`count(*) filter (where ${purchases.status} = 'paid' and ${purchases.drawerId} is null)`.mapWith(
          Number,
        ),
      openAmount:
        sql<number>`coalesce(sum(${purchases.total}) filter (where ${purchases.status} = 'paid' and ${purchases.drawerId} is null), 0)`.mapWith(
          Number,
        ),
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.soldBy))
    .leftJoin(seats, eq(seats.purchaseId, purchases.id))
    .where(cashSalesOf(eventId, sellerId))
    .groupBy(users.id)
    .orderBy(sellerName)
  return rows.map((row) => ({
    Seller: { ID: row.id, Name: row.name },
    Sales: row.sales,
    Tickets: row.tickets,
    Amount: poishaToTaka(row.amount),
    OpenSales: row.openSales,
    OpenAmount: poishaToTaka(row.openAmount),
  }))
}

type DrawerRow = typeof cashDrawers.$inferSelect

const toDrawer = (row: DrawerRow, name: string): CashDrawer => ({
  ID: row.id,
  EventID: row.eventId,
  Seller: { ID: row.sellerId, Name: name },
  Sales: row.sales,
  Expected: poishaToTaka(row.expected),
  Counted: poishaToTaka(row.counted),
  Difference: poishaToTaka(row.counted - row.expected),
  Note: row.note,
  ClosedAt: row.closedAt.toISOString(),
})

/** Closed drawers of the event, newest first: one seller's, or everyone's. */
export async function closedDrawers(db: Db, eventId: string, sellerId?: string): Promise<CashDrawer[]> {
  const rows = await db
    .select({ drawer: cashDrawers, name: sellerName })
    .from(cashDrawers)
    .innerJoin(users, eq(users.id, cashDrawers.sellerId))
    .where(and(eq(cashDrawers.eventId, eventId), sellerId ? eq(cashDrawers.sellerId, sellerId) : undefined))
    .orderBy(desc(cashDrawers.closedAt))
    .limit(200)
  return rows.map((row) => toDrawer(row.drawer, row.name))
}

/**
 * Closes the seller's drawer: every cash sale of theirs not yet in a drawer is counted into a new
 * one, which records what those sales should have brought in against the cash the seller counted.
 * The sales are claimed by a conditional update, so two closes at once never count a sale twice.
 */
export async function closeDrawer(
  db: Db,
  eventId: string,
  sellerId: string,
  counted: number,
  note: string | undefined,
  now = new Date(),
): Promise<CashDrawer> {
  const drawer = await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(cashDrawers)
      .values({ eventId, sellerId, sales: 0, expected: 0, counted, note, closedAt: now })
      .returning()
    if (!opened) throw new Error('Drawer was not created')
    const claimed = await tx
      .update(purchases)
      .set({ drawerId: opened.id })
      .where(and(cashSalesOf(eventId, sellerId), isNull(purchases.drawerId)))
      .returning({ status: purchases.status, total: purchases.total })
    const paid = claimed.filter((sale) => sale.status === 'paid')
    if (paid.length === 0) throw Conflict('NOTHING_TO_CLOSE')
    const [closed] = await tx
      .update(cashDrawers)
      .set({ sales: paid.length, expected: paid.reduce((sum, sale) => sum + sale.total, 0) })
      .where(eq(cashDrawers.id, opened.id))
      .returning()
    return closed ?? opened
  })
  const [seller] = await db.select({ name: sellerName }).from(users).where(eq(users.id, sellerId))
  return toDrawer(drawer, seller?.name ?? '')
}

/**
 * A page of an event's cash sales, newest first, with who sold each and the cash the listed sales took.
 * A seller may show their own buyer the tickets again; others' codes stay with their buyers.
 */
export async function cashSalesPage(
  db: Db,
  user: SessionUser,
  query: { eventId: string; sellerId?: string; Page: number; PageSize: number },
): Promise<SellsPage> {
  const where = cashSalesOf(query.eventId, query.sellerId)
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), amount: paidTotal.mapWith(Number) })
    .from(purchases)
    .where(where)
  const rows = await db
    .select({
      purchase: purchases,
      seller: { id: users.id, first: users.firstName, last: users.lastName, username: users.username },
    })
    .from(purchases)
    .innerJoin(users, sql`${users.id} = ${purchases.soldBy}`)
    .where(where)
    .orderBy(desc(purchases.createdAt))
    .limit(query.PageSize)
    .offset(pageOf(query))
  const views = await listedPurchases(db, rows, user)
  return {
    Items: views.map((view, index): CashSale => {
      const row = rows[index]
      return {
        ...view,
        Seller: {
          ID: row?.seller.id ?? '',
          Name:
            [row?.seller.first, row?.seller.last].filter(Boolean).join(' ') || (row?.seller.username ?? ''),
        },
        DrawerID: row?.purchase.drawerId ?? null,
      }
    }),
    Total: count?.total ?? 0,
    Amount: poishaToTaka(count?.amount ?? 0),
  }
}
