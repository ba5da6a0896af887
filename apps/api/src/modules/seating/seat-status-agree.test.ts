import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseItems, purchases, seats } from '../../db/schema.ts'
import { runOutHold } from '../../testing/checkout-fixtures.ts'
import { buyChoiceOnlineAs } from '../../testing/money-fixtures.ts'
import { seatedSale, seatIdsOf } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { seatStatus, seatStatusJoined } from '../inventory/reserved-seats.ts'

// A seat's status has two readings: a call per seat (mela_seat_status, the hold's) and joins over a whole
// plan (best available, the public plan). They must agree on every state a seat can be in.
const context = useListeningTestApp()

describe("a seat's status", () => {
  it('reads the same per seat and over the whole plan: free, blocked, held, run out, sold, refunded', async () => {
    const db = context.app.database.db
    const sale = await seatedSale(context.app)
    const ids = seatIdsOf(sale.plan)
    const [held, ranOut, sold, refunded, blocked] = ids
    // Held, not paid: the purchase call alone, as a buyer who has not reached bKash's page yet.
    const hold = async (seatId: string | undefined, Phone: string) => {
      const answer = await context.app.inject({
        method: 'POST',
        url: '/api/purchase',
        payload: {
          EventID: sale.event.id,
          Seats: [seatId],
          PaymentMethod: 'bkash',
          Buyer: { FirstName: 'B', Phone },
        },
      })
      return answer.json().ID as string
    }
    await hold(held, '01819000011')
    await runOutHold(db, await hold(ranOut, '01819000012'))
    const buy = async (seatId: string | undefined) =>
      (await buyChoiceOnlineAs(context.app, sale.event.id, { Seats: [seatId as string] })).purchase.ID
    await buy(sold)
    const refundedPurchase = await buy(refunded)
    await db
      .update(purchaseItems)
      .set({ refundedAt: new Date() })
      .where(eq(purchaseItems.purchaseId, refundedPurchase))
    await db
      .update(seats)
      .set({ blocked: true })
      .where(eq(seats.id, blocked as string))

    const now = new Date()
    const read = await db
      .select({ id: seats.id, each: seatStatus(now), joined: seatStatusJoined(now) })
      .from(seats)
      .leftJoin(purchaseItems, eq(purchaseItems.id, seats.itemId))
      .leftJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .where(eq(seats.eventId, sale.event.id))
    const statusOf = (id: string | undefined) => read.find((seat) => seat.id === id)?.joined
    expect([held, ranOut, sold, refunded, blocked, ids[5]].map(statusOf)).toEqual([
      'held',
      'free',
      'sold',
      'free',
      'blocked',
      'free',
    ])
    expect(read.filter((seat) => seat.each !== seat.joined)).toEqual([])
  })
})
