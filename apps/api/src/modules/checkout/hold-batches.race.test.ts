import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, rateLimits, users } from '../../db/schema.ts'
import { anotherTicket, buyers, eventOnSale, liveHolds } from '../../testing/checkout-fixtures.ts'
import { otherInstance } from '../../testing/job-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { reservePurchase } from './reserve.service.ts'

// On PostgreSQL an instance sends the holds of one event that arrive while its last hold statement runs as
// one batch (mela_start_purchases, migration 0021). Two instances' batches, and a batch beside a single hold,
// must never wait on each other in a circle, never hold more than a ticket has, and count every rate limit;
// a hold that fails inside a batch must fail alone, and text the batch's JSON cannot carry must never reach one.
const raceIt = onPostgres ? it : it.skip

// How the batched statement fared: a failed batch is asked again hold by hold, which no answer shows.
const batches = vi.hoisted(() => ({ answered: 0, failed: 0 }))
vi.mock('../../db/prepared.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../db/prepared.ts')>()
  const callJsonFunction: typeof real.callJsonFunction = async (db, name, argument) => {
    if (name !== 'mela_start_purchases') return real.callJsonFunction(db, name, argument)
    try {
      const answer = await real.callJsonFunction(db, name, argument)
      batches.answered++
      return answer
    } catch (error) {
      batches.failed++
      throw error
    }
  }
  return { ...real, callJsonFunction }
})
const context = useTestApp()
const instances: { close: () => Promise<void> }[] = []
afterAll(async () => {
  for (const instance of instances) await instance.close()
})

const order = (eventId: string, tickets: string[]) => ({
  EventID: eventId,
  Tickets: tickets.map((TicketID) => ({ TicketID, Quantity: 1 })),
  Bundles: [],
  Answers: {},
  PaymentMethod: 'bkash' as const,
})

/** Deadlocks PostgreSQL broke in this database so far (its statistics, as flushed by now). */
async function deadlocks(db: Db) {
  await db.execute(sql`select pg_stat_clear_snapshot()`)
  const result = (await db.execute(
    sql`select deadlocks from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { deadlocks: string | number }[] }
  return Number(result.rows[0]?.deadlocks ?? 0)
}

describe('holds gathered in batches', () => {
  raceIt(
    'two instances, two tickets, two addresses: no lock circle, none over capacity, every limit counted',
    async () => {
      const db = context.database.db
      const { event, ticket: front } = await eventOnSale(db, { capacity: 30, category: 'Front' })
      const back = await anotherTicket(db, event.id, { capacity: 30, category: 'Back' })
      const other = await otherInstance(context.database.url ?? '')
      instances.push(other)
      const people = await buyers(db, 160)
      const deadlocksBefore = await deadlocks(db)
      // Buyers come from two addresses, taken turn about on both instances, and ask for the front, the back
      // or both: a batch locks what each of its buyers needs, so two batches meet their rows in any order.
      const results = await Promise.allSettled(
        people.map((buyer, i) => {
          const on = i % 2 === 0 ? db : other.db
          const key = Math.floor(i / 2) % 2 === 0 ? 'address:a' : 'address:b'
          const tickets = [[front.id], [back.id], [back.id, front.id]][i % 3] as string[]
          return reservePurchase(on, event, buyer.id, order(event.id, tickets), {
            now: new Date(),
            holdMinutes: 15,
            holdCap: 100,
            limits: [{ key, max: 1000, windowSeconds: 600 }],
          })
        }),
      )
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
      expect(
        refused.map((error) => error.code).filter((code) => !['SEATS_IN_CARTS', 'ONLY_LEFT'].includes(code)),
      ).toEqual([])
      expect(await liveHolds(db, front.id)).toBe(30)
      expect(await liveHolds(db, back.id)).toBe(30)
      // Every purchase whole: as many items as tickets asked.
      const held = await db
        .select({ id: purchases.id, items: sql<number>`count(${purchaseItems.id})`.mapWith(Number) })
        .from(purchases)
        .leftJoin(purchaseItems, eq(purchaseItems.purchaseId, purchases.id))
        .where(eq(purchases.eventId, event.id))
        .groupBy(purchases.id)
      expect(held.length).toBe(results.length - refused.length)
      expect(held.every((purchase) => purchase.items >= 1)).toBe(true)
      const counted = await db
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.key, ['address:a', 'address:b']))
      expect(counted.map((limit) => limit.count)).toEqual([80, 80])
      // A circle would not show in the answers (the batch fails, then each hold is asked alone), but
      // PostgreSQL counts it.
      expect(await deadlocks(db)).toBe(deadlocksBefore)
    },
  )

  it('fails a hold alone when it fails inside a batch: the buyers beside it hold their seats', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 50 })
    const [taken] = await db
      .insert(users)
      .values({ username: 'guest_taken_name', firstName: 'Taken' })
      .returning()
    const guest = (i: number, username = `guest_batch_${i}_${Date.now()}`) => ({
      username,
      firstName: 'Guest',
      lastName: String(i),
      phone: `0171000${String(1000 + i)}`,
      language: 'en',
    })
    // Ten guests at once; the last one's new account cannot be written (its username is taken).
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        reservePurchase(db, event, undefined, order(event.id, [ticket.id]), {
          now: new Date(),
          holdMinutes: 15,
          holdCap: 100,
          guest: i === 9 ? guest(i, taken?.username) : guest(i),
        }),
      ),
    )
    expect(results.slice(0, 9).every((result) => result.status === 'fulfilled')).toBe(true)
    expect(results[9]?.status).toBe('rejected')
    expect(await liveHolds(db, ticket.id)).toBe(9)
  })

  raceIt(
    "keeps one buyer's unstorable name out of the batch: the buyers beside them hold in it",
    async () => {
      const db = context.database.db
      const { event, ticket } = await eventOnSale(db, { capacity: 50, price: 0 })
      const before = { ...batches }
      // Twelve guests at once, for free seats; the seventh's first name holds half a surrogate pair, which
      // PostgreSQL's JSON refuses.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          context.app.inject({
            method: 'POST',
            url: '/api/purchase',
            payload: {
              ...order(event.id, [ticket.id]),
              PaymentMethod: 'free',
              Buyer: { FirstName: i === 6 ? 'Z\ud800' : 'Guest', Phone: `0171200${String(1000 + i)}` },
            },
          }),
        ),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        ...Array(6).fill(200),
        400,
        ...Array(5).fill(200),
      ])
      expect(answers[6]?.json().$codes).toEqual({ 'Buyer.FirstName': { code: 'FORBIDDEN_CHARACTER' } })
      const bought = await db.select().from(purchases).where(eq(purchases.eventId, event.id))
      expect(bought.length).toBe(11)
      // The honest holds went in batches that answered: none had to be asked again alone.
      expect(batches.answered).toBeGreaterThan(before.answered)
      expect(batches.failed).toBe(before.failed)
    },
  )
})
