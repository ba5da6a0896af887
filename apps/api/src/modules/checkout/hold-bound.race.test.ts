import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { tickets } from '../../db/schema.ts'
import { buyers, countedOrder, eventOnSale, liveHolds } from '../../testing/checkout-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { endPurchase } from './confirm.service.ts'
import { reservePurchase } from './reserve.service.ts'

// The hold counts a ticket's live holds only when its upper bound (tickets.held_upper, migration 0020)
// leaves the answer open. The bound keeps holds that ended; these tests show such seats are sold again,
// and that a crowd racing cancellations never holds more than the capacity.
const raceIt = onPostgres ? it : it.skip
const context = useTestApp()
const hold = (db: Db, event: { id: string }, ticketId: string, userId: string, now = new Date()) =>
  reservePurchase(db, event as never, userId, countedOrder(event.id, ticketId), {
    now,
    holdMinutes: 15,
    holdCap: 100,
  })

describe("a ticket's bound on its holds", () => {
  it('sells again a seat whose hold ran out or was cancelled, though the bound still counted it', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 2 })
    const [early, b, c, d] = await buyers(db, 4)
    if (!early || !b || !c || !d) throw new Error('no buyers')
    // A hold made 20 minutes ago ran out 5 minutes ago; the bound still counts it.
    await hold(db, event, ticket.id, early.id, new Date(Date.now() - 20 * 60_000))
    const second = await hold(db, event, ticket.id, b.id)
    const [bound] = await db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(bound?.heldUpper).toBe(2)
    await hold(db, event, ticket.id, c.id)
    await expect(hold(db, event, ticket.id, d.id)).rejects.toMatchObject({ code: 'SEATS_IN_CARTS' })
    await endPurchase(db, second.purchase.id, 'cancelled')
    await hold(db, event, ticket.id, d.id)
    expect(await liveHolds(db, ticket.id)).toBe(2)
  })

  raceIt('never holds more than the capacity while holds are cancelled during the rush', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 20 })
    const people = await buyers(db, 80)
    const first = await Promise.all(people.slice(0, 20).map((buyer) => hold(db, event, ticket.id, buyer.id)))
    const results = await Promise.allSettled([
      ...first.slice(0, 10).map(({ purchase }) => endPurchase(db, purchase.id, 'cancelled')),
      ...people.slice(20).map((buyer) => hold(db, event, ticket.id, buyer.id)),
    ])
    const holds = results.slice(10)
    const refused = holds.filter((result) => result.status === 'rejected')
    expect(refused.every((r) => ['SEATS_IN_CARTS', 'ONLY_LEFT'].includes(r.reason.code))).toBe(true)
    // Ten seats came free mid-rush and 60 buyers wanted them: all ten are held again, none twice.
    expect(holds.length - refused.length).toBe(10)
    expect(await liveHolds(db, ticket.id)).toBe(20)
  })
})
