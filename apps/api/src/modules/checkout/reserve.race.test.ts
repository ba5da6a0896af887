import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import { type Db, openDatabase } from '../../db/database.ts'
import { discounts, purchaseItems, purchases, tickets } from '../../db/schema.ts'
import {
  anotherTicket,
  bundleOf,
  buyers,
  countedOrder,
  eventOnSale,
} from '../../testing/checkout-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { reservePurchase } from './reserve.service.ts'

// These tests race real transactions; PGlite has one connection and cannot race, so they need
// TEST_DATABASE_URL (CI sets it).
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('reserve.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useTestApp()
const ctx = () => ({ now: new Date(), holdMinutes: 15, holdCap: 100 })

async function heldSeats(db: Db, ticketId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(eq(purchaseItems.ticketId, ticketId))
  return row?.n ?? 0
}

// The mistake this design avoids: read what is left, then write, with no lock in between.
async function naiveReserve(db: Db, eventId: string, ticketId: string, userId: string) {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId))
  const taken = await heldSeats(db, ticketId)
  await new Promise((resolve) => setTimeout(resolve, 20))
  if (!ticket || taken >= ticket.capacity) throw new Error('Sold out')
  const [purchase] = await db
    .insert(purchases)
    .values({
      eventId,
      userId,
      paymentMethod: 'bkash',
      subtotal: 0,
      total: 0,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning()
  if (purchase)
    await db.insert(purchaseItems).values({ purchaseId: purchase.id, ticketId, price: ticket.price })
}

describe('holding seats under a flash sale', () => {
  raceIt('the race test itself catches an oversell on a naive check-then-write path', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 50 })
    const people = await buyers(db, 200)
    await Promise.allSettled(people.map((buyer) => naiveReserve(db, event.id, ticket.id, buyer.id)))
    expect(await heldSeats(db, ticket.id)).toBeGreaterThan(50)
  })

  raceIt(
    'holds exactly 50 seats for 200 buyers at once, and tells the rest when the carts free up',
    async () => {
      const db = context.database.db
      const { event, ticket } = await eventOnSale(db, { capacity: 50 })
      const people = await buyers(db, 200)
      const results = await Promise.allSettled(
        people.map((buyer) => reservePurchase(db, event, buyer.id, countedOrder(event.id, ticket.id), ctx())),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50)
      const refusals = results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => r.reason.message)
      // Every seat is held, none sold: the refusal says when the first hold runs out.
      expect(new Set(refusals)).toEqual(
        new Set(["All seats are in other buyers' carts; try again in 15 minutes"]),
      )
      expect(await heldSeats(db, ticket.id)).toBe(50)
    },
  )

  raceIt('keeps overlapping bundles and single tickets within capacity together', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 40 })
    const balcony = await anotherTicket(db, event.id, { capacity: 12 })
    // Two bundles naming the same tickets in opposite orders: locks taken in ID order cannot deadlock.
    const pack = await bundleOf(db, event.id, [
      { ticketId: ticket.id, quantity: 2 },
      { ticketId: balcony.id, quantity: 1 },
    ])
    const reversePack = await bundleOf(db, event.id, [
      { ticketId: balcony.id, quantity: 2 },
      { ticketId: ticket.id, quantity: 1 },
    ])
    const people = await buyers(db, 90)
    const choices = [
      { Tickets: [{ TicketID: ticket.id, Quantity: 2 }], Bundles: [] },
      { Tickets: [{ TicketID: balcony.id, Quantity: 1 }], Bundles: [] },
      { Tickets: [], Bundles: [{ BundleID: pack.id, Quantity: 1 }] },
      { Tickets: [], Bundles: [{ BundleID: reversePack.id, Quantity: 1 }] },
    ]
    const results = await Promise.allSettled(
      people.map((buyer, i) =>
        reservePurchase(
          db,
          event,
          buyer.id,
          { ...countedOrder(event.id, ticket.id), ...choices[i % 4] },
          ctx(),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(10)
    expect(await heldSeats(db, ticket.id)).toBeLessThanOrEqual(40)
    expect(await heldSeats(db, balcony.id)).toBeLessThanOrEqual(12)
    expect(await heldSeats(db, balcony.id)).toBeGreaterThanOrEqual(11)
  })

  raceIt('holds LimitPerUser when one buyer sends many orders at once', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 100, limitPerUser: 4 })
    const [buyer] = await buyers(db, 1)
    if (!buyer) throw new Error('no buyer')
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        reservePurchase(db, event, buyer.id, countedOrder(event.id, ticket.id), ctx()),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4)
    expect(await heldSeats(db, ticket.id)).toBe(4)
  })

  raceIt('lets a code with MaxUses 5 be used five times when thirty buyers race with it', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 100 })
    await db
      .insert(discounts)
      .values({ eventId: event.id, code: 'RACE5', type: 'percentage', amount: 1000, maxUses: 5 })
    const people = await buyers(db, 30)
    const results = await Promise.allSettled(
      people.map((buyer) =>
        reservePurchase(
          db,
          event,
          buyer.id,
          { ...countedOrder(event.id, ticket.id), DiscountCode: 'race5' },
          ctx(),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    const [uses] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(purchases)
      .where(eq(purchases.eventId, event.id))
    expect(uses?.n).toBe(5)
  })

  raceIt('sells exactly the capacity through two app instances on one database', async () => {
    const { url } = context.database
    if (!url) throw new Error('needs a PostgreSQL URL')
    const second = await openDatabase({ url })
    const other = await buildApp(testConfig(), { database: second })
    try {
      const { event, ticket } = await eventOnSale(context.database.db, { capacity: 30, price: 0 })
      const instances = [context.app, other]
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          instances[i % 2]?.inject({
            method: 'POST',
            url: '/api/purchase',
            remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
            payload: {
              EventID: event.id,
              Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
              PaymentMethod: 'free',
              Buyer: { FirstName: 'Racer', Phone: `0171${String(10_000_000 + i).slice(1)}` },
            },
          }),
        ),
      )
      const codes = answers.map((answer) => answer?.statusCode)
      expect(codes.filter((code) => code === 200)).toHaveLength(30)
      expect(new Set(codes)).toEqual(new Set([200, 409]))
      const [row] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticket.id))
      expect(row?.sold).toBe(30)
      expect(await heldSeats(context.database.db, ticket.id)).toBe(30)
    } finally {
      await other.close()
      await second.close()
    }
  })
})
