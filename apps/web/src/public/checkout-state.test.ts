import { describe, expect, it } from 'vitest'
import type { CheckoutData } from './checkout-data.ts'
import { checkoutState } from './checkout-state.ts'

const ticket = (ID: string, Available: number, Seated = false) => ({ ID, Available, LimitPerUser: 4, Seated })
// A link's lines name tickets by their IDs (UUIDs): anything else is left out.
const GA = '0b8db451-38d6-469a-8457-199258d77c0f'
const data = {
  tickets: [ticket('gold', 30, true), ticket('silver', 2, true), ticket(GA, 10)],
  bundles: [
    { ID: 'family', Available: 5, Tickets: [{ TicketID: 'silver', Quantity: 4 }] },
    { ID: 'pair', Available: 5, Tickets: [{ TicketID: GA, Quantity: 2 }] },
  ],
  methods: [{ Option: 'bkash' }],
  seats: { ids: ['gold', 'silver'] },
} as unknown as CheckoutData

describe("the rendered checkout's choice", () => {
  it('orders picked seats and best available for seated tickets, counts for the rest, none empty', () => {
    const state = checkoutState(data, undefined, '')
    state.seats = ['S-A-1', 'S-A-2']
    state.counts = { 'best:silver': 5, [`ticket:${GA}`]: 1, 'ticket:gold': 3, 'best:gold': 0 }
    expect(state.lines()).toEqual({
      Seats: ['S-A-1', 'S-A-2'],
      // Best available stops at what is left (2 Silver); a seated ticket is never bought by a bare count.
      BestAvailable: [{ TicketID: 'silver', Quantity: 2 }],
      Tickets: [{ TicketID: GA, Quantity: 1 }],
      Bundles: [],
    })
    expect(state.holdFirst()).toBe(true)
  })

  it('holds first only when the server chooses seats: best available or a bundle of seated tickets', () => {
    const state = checkoutState(data, undefined, '')
    state.seats = ['S-A-1']
    state.counts = { 'bundle:pair': 1 }
    expect(state.holdFirst()).toBe(false)
    state.counts = { 'bundle:family': 1 }
    expect(state.holdFirst()).toBe(true)
  })

  it('starts from a reload’s draft, else from the lines a link carries', () => {
    const kept = checkoutState(
      data,
      { counts: { 'best:gold': 2 }, seats: ['S-B-3'], values: {} },
      `?t=${GA}:2`,
    )
    expect(kept.lines()).toMatchObject({
      Seats: ['S-B-3'],
      BestAvailable: [{ TicketID: 'gold', Quantity: 2 }],
    })
    const linked = checkoutState(data, undefined, `?t=${GA}:2`)
    expect(linked.lines()).toEqual({ Tickets: [{ TicketID: GA, Quantity: 2 }], Bundles: [] })
    // Seats went meanwhile (a 409): the line stops at what is left now.
    linked.limit([{ ID: GA, Available: 1 }], [])
    expect(linked.lines().Tickets).toEqual([{ TicketID: GA, Quantity: 1 }])
  })
})
