import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { functionsDir } from '../../db/function-files.ts'
import { buyers, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { smallHall } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { seatPlacesOf } from '../inventory/seat-places.ts'
import { startPurchaseCall } from './hold-statement.ts'
import {
  StartPurchaseAnswer,
  StartPurchaseHeld,
  StartPurchaseRefusal,
  StartPurchaseRequest,
} from './start-purchase-request.ts'

// The hold rule's request and answer are typed once (start-purchase-request.ts): the SQL reads no field the
// schema does not name, and the schema names none the SQL ignores.
const context = useTestApp()
const holdRule = readFileSync(join(functionsDir, 'hold.sql'), 'utf8')

const request = (eventId: string, ticketId: string, userId: string, now = new Date()) =>
  StartPurchaseRequest.parse({
    eventId,
    userId,
    guestEmail: null,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
    free: false,
    holdCap: 10,
    seatCount: 1,
    discountId: null,
    demand: { [ticketId]: 1 },
    seats: [{ ticketId, bundleId: null, price: 50_000, quantity: 1 }],
    bundlePrices: {},
    paymentMethod: 'bkash',
    subtotal: 50_000,
    discountAmount: 0,
    total: 50_000,
    lines: [],
    answers: {},
    buyer: null,
    limits: [],
    phoneToProve: null,
    queuePlace: null,
    guest: null,
    session: null,
  })

describe("the hold rule's request", () => {
  it('names exactly the fields hold.sql reads', () => {
    const read = new Set(
      [...holdRule.matchAll(/\b(?:p|one)\s*->>?\s*'(\w+)'/g)].map((match) => match[1] as string),
    )
    expect([...read].sort()).toEqual(Object.keys(StartPurchaseRequest.shape).sort())
  })
})

describe("the hold rule's answer", () => {
  it('is a hold made, read through its schema, and a refusal with its code', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { capacity: 1, price: 50_000 })
    const [first, second] = await buyers(db, 2)
    if (!first || !second) throw new Error('no buyers')

    const held = await startPurchaseCall(db, request(event.id, ticket.id, first.id))
    expect(StartPurchaseHeld.parse(held).items).toHaveLength(1)
    const refused = await startPurchaseCall(db, request(event.id, ticket.id, second.id))
    expect(StartPurchaseRefusal.parse(refused).code).toBe('SEATS_IN_CARTS')
  })

  it("names where each seat sits, as the purchase's own read of the plan does", async () => {
    const db = context.database.db
    const { event, front, ids } = await smallHall(db)
    const [buyer] = await buyers(db, 1)
    if (!buyer) throw new Error('no buyer')
    // Picked out of plan order: the answer is in ticket order, the places tell the plan's.
    const picked = [ids[12], ids[3]] as string[]
    const held = StartPurchaseHeld.parse(
      await startPurchaseCall(db, {
        ...request(event.id, front.id, buyer.id),
        demand: { [front.id]: 2 },
        seatCount: 2,
        seats: picked.map((seatId) => ({
          ticketId: front.id,
          bundleId: null,
          price: 80_000,
          quantity: 1,
          seatId,
        })),
        subtotal: 160_000,
        total: 160_000,
      }),
    )
    const read = await seatPlacesOf(
      db,
      held.items.map(({ item }) => ({
        id: String(item.id),
        seatId: String(item.seat_id),
        eventId: event.id,
      })),
    )
    for (const { item, place } of held.items)
      expect(place).toMatchObject({
        section: read.get(String(item.id))?.SeatSection,
        row: read.get(String(item.id))?.Row,
        seat: read.get(String(item.id))?.Seat,
      })
    // Row A's seat 4 and row B's seat 3 (ten seats a row).
    expect(held.items.map(({ place }) => `${place?.row}-${place?.seat}`).sort()).toEqual(['A-4', 'B-3'])
  })

  it('refuses an answer the schema does not know', () => {
    expect(StartPurchaseAnswer.safeParse({ code: 'SOMETHING_NEW' }).success).toBe(false)
    expect(StartPurchaseAnswer.safeParse({ purchase: {}, items: 'none', guest: null }).success).toBe(false)
  })
})
