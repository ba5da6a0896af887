import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, seats } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { buyers } from '../../testing/checkout-fixtures.ts'
import { seatOrder, smallHall } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { reservePurchase } from '../checkout/reserve.service.ts'
import { readPlan } from './plan-view.ts'

// Many buyers choosing overlapping seats at once: real transactions racing need a real PostgreSQL
// (PGlite has one connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('seating.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useTestApp()
const ctx = () => ({ now: new Date(), holdMinutes: 15, holdCap: 100 })
/** Live holders of each seat: items of pending or paid purchases that name it. */
async function holdersBySeat(db: Db, eventId: string) {
  return db
    .select({ seatId: purchaseItems.seatId, holders: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(and(eq(purchases.eventId, eventId), isNotNull(purchaseItems.seatId)))
    .groupBy(purchaseItems.seatId)
}

/** A deterministic shuffle, so a failing run can be replayed. */
function picker(seed: number) {
  let state = seed
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state % n
  }
}

describe('buyers racing for reserved seats', () => {
  raceIt(
    '200 buyers for 50 overlapping seats: each seat held once, every purchase all or nothing',
    async () => {
      const db = context.database.db
      const { event, ids } = await smallHall(db)
      const people = await buyers(db, 200)
      const pick = picker(7)
      // Most buyers want the front rows: heavy overlap, two to four seats each.
      const picks = people.map(() => {
        const wanted = new Set<string>()
        const size = 2 + pick(3)
        while (wanted.size < size) wanted.add(ids[pick(3) === 0 ? pick(50) : pick(20)] as string)
        return [...wanted]
      })
      const results = await Promise.allSettled(
        people.map((buyer, i) =>
          reservePurchase(db, event, buyer.id, seatOrder(event.id, { Seats: picks[i] }), ctx()),
        ),
      )
      if (process.env.RACE_TRACE)
        console.log(
          new Set(
            results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason?.code ?? r.reason)] : [])),
          ),
        )
      const won = results.flatMap((r, i) =>
        r.status === 'fulfilled' ? [{ purchase: r.value.purchase, seats: picks[i] ?? [] }] : [],
      )
      expect(won.length).toBeGreaterThan(2)
      // Every seat has at most one holder, and the plan's seat points at that holder's item.
      const holders = await holdersBySeat(db, event.id)
      expect(holders.every((row) => row.holders === 1)).toBe(true)
      for (const { purchase, seats: chosen } of won) {
        const items = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.id))
        expect(items.map((item) => item.seatId).sort()).toEqual([...chosen].sort())
        const owned = await db
          .select()
          .from(seats)
          .where(and(eq(seats.eventId, event.id), sql`${seats.itemId} in ${items.map((i) => i.id)}`))
        expect(owned).toHaveLength(chosen.length)
      }
      // Every loser was told which seats were taken, and wrote nothing.
      const lost = results.flatMap((r, i) =>
        r.status === 'rejected' ? [{ error: r.reason as AppError, seats: picks[i] ?? [] }] : [],
      )
      for (const { error, seats: chosen } of lost) {
        expect(error).toBeInstanceOf(AppError)
        expect(error.code).toBe('SEAT_TAKEN')
        const named = String(error.params?.seats).split(', ')
        expect(named.length).toBeGreaterThan(0)
        expect(named.length).toBeLessThanOrEqual(chosen.length)
      }
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(purchases)
        .where(eq(purchases.eventId, event.id))
      expect(count).toBe(won.length)
    },
  )

  raceIt('best available never splits a group while a run of its size is left', async () => {
    const db = context.database.db
    const { event, front } = await smallHall(db)
    const people = await buyers(db, 60)
    const sizes = people.map((_, i) => 2 + (i % 3))
    const results = await Promise.allSettled(
      people.map((buyer, i) =>
        reservePurchase(
          db,
          event,
          buyer.id,
          seatOrder(event.id, { BestAvailable: [{ TicketID: front.id, Quantity: sizes[i] ?? 2 }] }),
          ctx(),
        ),
      ),
    )
    const read = await readPlan(db, event.id, new Date())
    const rows = read?.plan.Sections[0]?.Rows.slice(0, 2) ?? []
    // Each group sits in one row, seat numbers following each other.
    for (const result of results) {
      if (result.status !== 'fulfilled') continue
      const items = await db
        .select()
        .from(purchaseItems)
        .where(eq(purchaseItems.purchaseId, result.value.purchase.id))
      const rowsOf = new Set(items.map((item) => item.seatId?.split('-')[1]))
      expect(rowsOf.size).toBe(1)
      const numbers = items.map((item) => Number(item.seatId?.split('-')[2])).sort((a, b) => a - b)
      expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(numbers.length - 1)
    }
    // A group refused as not together: no run of its size was left, then or now (seats only got taken).
    const longestRun = Math.max(
      ...rows.map((row) => {
        let best = 0
        let run = 0
        for (const seat of row.Seats) {
          run = seat.Status === 'free' ? run + 1 : 0
          best = Math.max(best, run)
        }
        return best
      }),
    )
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue
      const error = result.reason as AppError
      expect(['SEATS_NOT_TOGETHER', 'ONLY_LEFT', 'SEATS_IN_CARTS']).toContain(error.code)
      if (error.code === 'SEATS_NOT_TOGETHER') expect(longestRun).toBeLessThan(sizes[i] ?? 0)
    }
    expect((await holdersBySeat(db, event.id)).every((row) => row.holders === 1)).toBe(true)
  })
})
