import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, cashDrawers, purchaseItems, purchases, tickets } from '../../db/schema.ts'
import { buyers, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { reservePurchase } from '../checkout/reserve.service.ts'
import { closeDrawer } from './cash-drawer.service.ts'
import { sellForCash } from './cash-sale.service.ts'

// Real transactions racing need a real PostgreSQL (PGlite has one connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('cash-sale.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useTestApp()

async function sellingEvent(capacity: number) {
  const db = context.database.db
  const found = await eventOnSale(db, { capacity, price: 50000 })
  const [account] = await db
    .update(accounts)
    .set({ enableCashSell: true })
    .where(eq(accounts.id, found.account.id))
    .returning()
  if (!account) throw new Error('no account')
  return { ...found, account }
}

const seatsTaken = async (ticketId: string) => {
  const [row] = await context.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(
      sql`${purchaseItems.ticketId} = ${ticketId} and (${purchases.status} = 'paid' or ${purchaseItems.heldUntil} > now())`,
    )
  return row?.n ?? 0
}

describe('cash at the counter racing online buyers', () => {
  raceIt(
    'never sells more than capacity when counters and online buyers take the last seats at once',
    async () => {
      const db = context.database.db
      const { event, account, ticket } = await sellingEvent(20)
      const [seller] = await buyers(db, 1)
      const online = await buyers(db, 30)
      if (!seller) throw new Error('no seller')
      const line = { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 1 }], Bundles: [] }
      const results = await Promise.allSettled([
        ...Array.from({ length: 30 }, () =>
          sellForCash(db, { event, account }, seller.id, { ...line, Buyer: { FirstName: 'Counter' } }),
        ),
        ...online.map((buyer) =>
          reservePurchase(
            db,
            event,
            buyer.id,
            { ...line, Answers: {}, PaymentMethod: 'bkash' },
            {
              now: new Date(),
              holdMinutes: 15,
              holdCap: 10,
            },
          ),
        ),
      ])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20)
      expect(await seatsTaken(ticket.id)).toBe(20)
      const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id))
      expect(row?.sold).toBeLessThanOrEqual(20)
    },
  )

  raceIt("adds two sellers' drawers up to the cash purchases, whatever closes race with sales", async () => {
    const db = context.database.db
    const { event, account, ticket } = await sellingEvent(200)
    const [first, second] = await buyers(db, 2)
    if (!first || !second) throw new Error('no sellers')
    const sell = (sellerId: string) =>
      sellForCash(db, { event, account }, sellerId, {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
        Bundles: [],
        Buyer: { FirstName: 'Counter' },
      })
    const close = (sellerId: string) =>
      closeDrawer(db, event.id, sellerId, 0, undefined).catch(() => undefined)
    await Promise.all([
      ...Array.from({ length: 15 }, () => sell(first.id)),
      ...Array.from({ length: 15 }, () => sell(second.id)),
      close(first.id),
      close(first.id),
      close(second.id),
    ])
    await Promise.all([close(first.id), close(second.id)])
    const [totals] = await db
      .select({
        expected: sql<number>`coalesce(sum(${cashDrawers.expected}), 0)::int`,
        sales: sql<number>`coalesce(sum(${cashDrawers.sales}), 0)::int`,
      })
      .from(cashDrawers)
      .where(eq(cashDrawers.eventId, event.id))
    const [cash] = await db
      .select({ total: sql<number>`sum(${purchases.total})::int`, n: sql<number>`count(*)::int` })
      .from(purchases)
      .where(sql`${purchases.eventId} = ${event.id} and ${purchases.paymentMethod} = 'cash'`)
    expect(totals?.sales).toBe(30)
    expect(cash?.n).toBe(30)
    expect(totals?.expected).toBe(cash?.total)
  })
})
