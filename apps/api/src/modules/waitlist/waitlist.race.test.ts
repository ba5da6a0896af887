import { and, eq, gt, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, tickets, waitlistEntries } from '../../db/schema.ts'
import { buyers, countedOrder, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { reservePurchase } from '../checkout/reserve.service.ts'
import { transferItem } from './transfer.service.ts'
import { offerOneSeat } from './waitlist-offers.service.ts'

// Real transactions racing need a real PostgreSQL (TEST_DATABASE_URL); PGlite has one connection.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('waitlist.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useTestApp()

async function seatsTaken(db: Db, ticketId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(
      and(
        eq(purchaseItems.ticketId, ticketId),
        sql`(${purchases.status} = 'paid' or ${gt(purchaseItems.heldUntil, new Date())})`,
      ),
    )
  return row?.n ?? 0
}

describe('a freed seat and the waiting list under a crowd', () => {
  raceIt('a seat freed while 20 buyers try for it goes to the offer or one buyer, never both', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 1 })
    await db
      .insert(waitlistEntries)
      .values({ ticketId: ticket.id, eventId: event.id, firstName: 'Mita', phone: '+8801711000001' })
    const people = await buyers(db, 20)
    const now = new Date()
    const results = await Promise.allSettled([
      offerOneSeat(db, ticket.id, 30, now),
      ...people.map((buyer) =>
        reservePurchase(db, event, buyer.id, countedOrder(event.id, ticket.id), {
          now,
          holdMinutes: 15,
          holdCap: 100,
        }),
      ),
    ])
    expect(await seatsTaken(db, ticket.id)).toBe(1)
    const offered = results[0]?.status === 'fulfilled' && results[0].value !== undefined
    const bought = results.slice(1).filter((r) => r.status === 'fulfilled').length
    expect(Number(offered) + bought).toBe(1)
  })

  raceIt('an offered seat is never sold to any of 20 buyers racing for it', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 1 })
    await db
      .insert(waitlistEntries)
      .values({ ticketId: ticket.id, eventId: event.id, firstName: 'Mita', phone: '+8801711000002' })
    await db
      .insert(waitlistEntries)
      .values({ ticketId: ticket.id, eventId: event.id, firstName: 'Rafi', phone: '+8801711000003' })
    const offer = await offerOneSeat(db, ticket.id, 30)
    expect(offer?.entry.firstName).toBe('Mita')
    const people = await buyers(db, 20)
    const results = await Promise.allSettled([
      // The sweep running again at the same time must not offer the seat twice either.
      offerOneSeat(db, ticket.id, 30),
      ...people.map((buyer) =>
        reservePurchase(db, event, buyer.id, countedOrder(event.id, ticket.id), {
          now: new Date(),
          holdMinutes: 15,
          holdCap: 100,
        }),
      ),
    ])
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: undefined })
    const refusals = results.slice(1).map((r) => (r.status === 'rejected' ? r.reason.code : 'bought'))
    expect(new Set(refusals)).toEqual(new Set(['SEATS_IN_CARTS']))
    expect(await seatsTaken(db, ticket.id)).toBe(1)
    const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(row?.sold).toBe(0)
  })

  raceIt('two transfers of one seat at once: one wins', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 5, price: 0 })
    const [owner] = await buyers(db, 1)
    if (!owner) throw new Error('no buyer')
    const { purchase } = await reservePurchase(
      db,
      event,
      owner.id,
      { ...countedOrder(event.id, ticket.id), PaymentMethod: 'free' as never },
      {
        now: new Date(),
        holdMinutes: 15,
        holdCap: 100,
      },
    )
    const [seat] = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.id))
    if (!seat) throw new Error('no seat')
    const holder = { id: owner.id, email: null, emailVerifiedAt: null }
    const results = await Promise.allSettled(
      ['01711000010', '01711000011', '01711000012', '01711000013'].map((Phone) =>
        transferItem(db, seat.id, holder, { Phone: `+88${Phone}` }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const made = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(purchaseItems)
      .where(eq(purchaseItems.ticketId, ticket.id))
    expect(made[0]?.n).toBe(2)
  })
})
