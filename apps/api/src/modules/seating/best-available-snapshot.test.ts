import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { purchaseItems } from '../../db/schema.ts'
import { buyers, runOutHold } from '../../testing/checkout-fixtures.ts'
import { seatOrder, smallHall } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { reservePurchase } from '../checkout/reserve.service.ts'

// Best available chooses from the instance's seat availability snapshot, up to half a second old
// (availabilitySnapshot). Seats picked on the map are held without passing through that snapshot, as another
// instance's holds would be: the snapshot goes stale under the buyer, who must still get a true answer.
const context = useTestApp()
const ctx = () => ({ now: new Date(), holdMinutes: 15, holdCap: 100 })
const best = (eventId: string, TicketID: string, Quantity: number) =>
  seatOrder(eventId, { BestAvailable: [{ TicketID, Quantity }] })
const seatsOf = async (db: Db, purchaseId: string) =>
  (await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId)))
    .map((item) => item.seatId)
    .sort()

describe('best available from a snapshot a moment old', () => {
  it('finds the one run left when the snapshot still shows seats others took since', async () => {
    const db = context.database.db
    const { event, front, ids } = await smallHall(db)
    const [first, picker, last] = await buyers(db, 3)
    // The snapshot is read here, and the first buyer's seats are marked in it.
    const firstHold = await reservePurchase(db, event, first?.id, best(event.id, front.id, 2), ctx())
    // Every other Front seat but B9–B10 is picked on the map: held behind the snapshot's back.
    const firstSeats = new Set(await seatsOf(db, firstHold.purchase.id))
    const lastTwo = [ids[18], ids[19]] as string[]
    const picked = ids.slice(0, 20).filter((id) => !firstSeats.has(id) && !lastTwo.includes(id))
    await reservePurchase(db, event, picker?.id, seatOrder(event.id, { Seats: picked }), ctx())

    const held = await reservePurchase(db, event, last?.id, best(event.id, front.id, 2), ctx())
    expect(await seatsOf(db, held.purchase.id)).toEqual([...lastTwo].sort())
  })

  it('sells seats freed a moment ago, though the snapshot saw them held', async () => {
    const db = context.database.db
    const { event, front, ids } = await smallHall(db)
    const [picker, other, last] = await buyers(db, 3)
    const row = ids.slice(0, 20)
    const firstHold = await reservePurchase(
      db,
      event,
      picker?.id,
      seatOrder(event.id, { Seats: row.slice(0, 10) }),
      ctx(),
    )
    await reservePurchase(db, event, other?.id, seatOrder(event.id, { Seats: row.slice(10, 20) }), ctx())
    // The snapshot now holds the full Front: all taken.
    await expect(
      reservePurchase(db, event, last?.id, best(event.id, front.id, 4), ctx()),
    ).rejects.toMatchObject({
      code: 'SEATS_IN_CARTS',
    })
    await runOutHold(db, firstHold.purchase.id)
    const held = await reservePurchase(db, event, last?.id, best(event.id, front.id, 4), ctx())
    expect((await seatsOf(db, held.purchase.id)).every((id) => row.slice(0, 10).includes(id ?? ''))).toBe(
      true,
    )
  })

  it('says the seats sit in carts, not that one was taken, when the snapshot showed free seats all held', async () => {
    const db = context.database.db
    const { event, front, ids } = await smallHall(db)
    const [first, picker, last] = await buyers(db, 3)
    const firstHold = await reservePurchase(db, event, first?.id, best(event.id, front.id, 2), ctx())
    const firstSeats = new Set(await seatsOf(db, firstHold.purchase.id))
    const rest = ids.slice(0, 20).filter((id) => !firstSeats.has(id))
    await reservePurchase(db, event, picker?.id, seatOrder(event.id, { Seats: rest }), ctx())
    await expect(
      reservePurchase(db, event, last?.id, best(event.id, front.id, 2), ctx()),
    ).rejects.toMatchObject({
      code: 'SEATS_IN_CARTS',
      params: { minutes: 15 },
    })
  })
})
