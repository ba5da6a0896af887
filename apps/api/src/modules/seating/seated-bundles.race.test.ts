import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseItems, purchases } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { bundleOf, buyers, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { hallPlan } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { reservePurchase } from '../checkout/reserve.service.ts'
import { readPlan } from './plan-view.ts'
import { savePlan } from './save-plan.service.ts'

// Buyers racing for bundles of seats: real transactions racing need a real PostgreSQL (PGlite has one
// connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('seated-bundles.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useTestApp()

describe('buyers racing for bundles of seats', () => {
  raceIt('50 buyers for bundles of four on a small section: no seat twice, no bundle split', async () => {
    const db = context.database.db
    // A section of 3 rows × 12 seats, all of one ticket: nine bundles of four at the very most.
    const { event, ticket } = await eventOnSale(db, { section: 'Hall', category: 'Balcony', price: 80000 })
    await savePlan(db, event.id, hallPlan(ticket.id, ticket.id, { rows: 3, perRow: 12 }), new Date())
    const family = await bundleOf(db, event.id, [{ ticketId: ticket.id, quantity: 4 }], 280000)
    const people = await buyers(db, 50)
    const results = await Promise.allSettled(
      people.map((buyer) =>
        reservePurchase(
          db,
          event,
          buyer.id,
          {
            EventID: event.id,
            Tickets: [],
            Bundles: [{ BundleID: family.id, Quantity: 1 }],
            Answers: {},
            PaymentMethod: 'bkash',
          },
          { now: new Date(), holdMinutes: 15, holdCap: 100 },
        ),
      ),
    )
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.purchase] : []))
    if (process.env.RACE_TRACE)
      console.log(
        won.length,
        results.flatMap((r) => (r.status === 'rejected' ? [r.reason?.code] : [])),
      )
    expect(won.length).toBeGreaterThanOrEqual(3)

    // Every seat has one holder at most.
    const holders = await db
      .select({ seatId: purchaseItems.seatId, holders: sql<number>`count(*)`.mapWith(Number) })
      .from(purchaseItems)
      .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .where(and(eq(purchases.eventId, event.id), isNotNull(purchaseItems.seatId)))
      .groupBy(purchaseItems.seatId)
    expect(holders.every((row) => row.holders === 1)).toBe(true)
    expect(holders).toHaveLength(4 * won.length)

    // Each bundle won sits in one row, four seat numbers following each other, at its price per seat.
    for (const purchase of won) {
      const items = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.id))
      expect(items).toHaveLength(4)
      expect(items.every((item) => item.bundleId === family.id && item.price === 70000)).toBe(true)
      expect(new Set(items.map((item) => item.seatId?.split('-')[1])).size).toBe(1)
      const numbers = items.map((item) => Number(item.seatId?.split('-')[2])).sort((a, b) => a - b)
      expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(3)
    }

    // A buyer turned away as not together: no four free seats side by side were left, then or now.
    const read = await readPlan(db, event.id, new Date())
    const longestRun = Math.max(
      ...(read?.plan.Sections[0]?.Rows ?? []).map((row) => {
        let [best, run] = [0, 0]
        for (const seat of row.Seats) {
          run = seat.Status === 'free' ? run + 1 : 0
          best = Math.max(best, run)
        }
        return best
      }),
    )
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []))
    for (const error of lost) {
      expect(error).toBeInstanceOf(AppError)
      expect(['SEATS_NOT_TOGETHER', 'ONLY_LEFT', 'SEATS_IN_CARTS', 'SOLD_OUT']).toContain(error.code)
    }
    if (lost.some((error) => error.code === 'SEATS_NOT_TOGETHER')) expect(longestRun).toBeLessThan(4)
    // A refused buyer wrote nothing.
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(purchases)
      .where(eq(purchases.eventId, event.id))
    expect(count).toBe(won.length)
  })
})
