import type { Bundle, Ticket } from '@mela/shared/catalog'
import { describe, expect, it } from 'vitest'
import {
  bestAvailableLines,
  cartSearch,
  hasLines,
  maxOfBundle,
  maxOfTicket,
  orderLines,
  pickedTicket,
  seatedTicketIds,
  seatsChosenForBuyer,
  selectionFromSearch,
} from './selection.ts'

const ticket = (ID: string, Available: number, LimitPerUser: number | null = null) =>
  ({ ID, Section: 'Gallery', Category: 'Regular', Price: 500, Available, LimitPerUser }) as Ticket
const bundle = (ID: string, Available: number) => ({ ID, Name: 'Family', Price: 1500, Available }) as Bundle

describe('the most a buyer may pick of one line', () => {
  it('is the seats left when there is no per-person limit', () => {
    expect(maxOfTicket(ticket('a', 7))).toBe(7)
  })

  it('is the per-person limit when fewer than the seats left', () => {
    expect(maxOfTicket(ticket('a', 100, 4))).toBe(4)
  })

  it('is the seats left when they are fewer than the limit', () => {
    expect(maxOfTicket(ticket('a', 2, 4))).toBe(2)
  })

  it('is zero for a sold-out line, never negative', () => {
    expect(maxOfTicket(ticket('a', 0, 4))).toBe(0)
    expect(maxOfTicket(ticket('a', -3))).toBe(0)
    expect(maxOfBundle(bundle('b', -1))).toBe(0)
  })
})

describe('the order lines of a selection', () => {
  it('keeps list order and leaves out lines at zero', () => {
    const lines = orderLines(
      { tickets: { b: 2, a: 0 }, bundles: { x: 1 } },
      [ticket('a', 5), ticket('b', 5)],
      [bundle('x', 3)],
    )
    expect(lines).toEqual({
      Tickets: [{ TicketID: 'b', Quantity: 2 }],
      Bundles: [{ BundleID: 'x', Quantity: 1 }],
    })
    expect(hasLines(lines)).toBe(true)
  })

  it('shrinks a line when availability falls below what was picked', () => {
    const selection = { tickets: { a: 5 }, bundles: {} }
    expect(pickedTicket(selection, ticket('a', 3))).toBe(3)
    expect(orderLines(selection, [ticket('a', 0)], []).Tickets).toEqual([])
  })

  it('has nothing to price when nothing is picked', () => {
    expect(hasLines(orderLines({ tickets: {}, bundles: {} }, [ticket('a', 5)], []))).toBe(false)
  })
})

describe('an order with seats on the plan', () => {
  const seated = new Set(['s'])

  it('sends picked seats and best-available lines beside general-admission lines', () => {
    const lines = orderLines(
      { tickets: { a: 1 }, bundles: {}, seats: ['B-C-11', 'B-C-12'], best: { s: 2 } },
      [ticket('a', 5), ticket('s', 40)],
      [],
      seated,
    )
    expect(lines).toEqual({
      Seats: ['B-C-11', 'B-C-12'],
      BestAvailable: [{ TicketID: 's', Quantity: 2 }],
      Tickets: [{ TicketID: 'a', Quantity: 1 }],
      Bundles: [],
    })
    expect(hasLines(lines)).toBe(true)
  })

  it('never sends a bare quantity of a seated ticket (a checkout link may carry one)', () => {
    const lines = orderLines({ tickets: { s: 2 }, bundles: {} }, [ticket('s', 40)], [], seated)
    expect(lines).toEqual({ Tickets: [], Bundles: [] })
    expect(hasLines(lines)).toBe(false)
  })

  it('asks best available only for seated tickets, and only for a count above nothing', () => {
    expect(bestAvailableLines({ s: 0, a: 3 }, [ticket('s', 40)])).toEqual([])
    expect(bestAvailableLines({ s: 4 }, [ticket('s', 40)])).toEqual([{ TicketID: 's', Quantity: 4 }])
    expect(bestAvailableLines(undefined, [ticket('s', 40)])).toEqual([])
  })

  it('knows the seated tickets from the list (no plan asked for when none is)', () => {
    const seatedTicket = { ...ticket('s', 4), Seated: true }
    expect(seatedTicketIds([ticket('a', 5), seatedTicket])).toEqual(new Set(['s']))
    expect(seatedTicketIds(undefined).size).toBe(0)
  })

  it('counts seats alone as something to price', () => {
    expect(hasLines({ Tickets: [], Bundles: [], Seats: ['B-C-1'] })).toBe(true)
  })
})

describe('a checkout link that keeps the cart', () => {
  const ticket = '11111111-1111-4111-8111-111111111111'
  const bundle = '22222222-2222-4222-8222-222222222222'

  it('carries the lines of a failed purchase back to the picker', () => {
    const search = cartSearch([
      { Kind: 'ticket', ID: ticket, Quantity: 2 },
      { Kind: 'bundle', ID: bundle, Quantity: 1 },
    ])
    expect(selectionFromSearch(search)).toEqual({ tickets: { [ticket]: 2 }, bundles: { [bundle]: 1 } })
  })

  it('ignores what it cannot read', () => {
    expect(selectionFromSearch(`?t=nonsense:2,${ticket}:x,${ticket}:99999`)).toEqual({
      tickets: {},
      bundles: {},
    })
    expect(cartSearch([])).toBe('')
  })
})

describe('an order whose seats the server chooses', () => {
  const seated = new Set(['gold'])
  const family = { ID: 'family', Tickets: [{ TicketID: 'gold', Quantity: 4 }] }
  const standing = { ID: 'standing', Tickets: [{ TicketID: 'floor', Quantity: 2 }] }
  const lines = (more: Partial<Parameters<typeof seatsChosenForBuyer>[0]>) => ({
    Tickets: [],
    Bundles: [],
    ...more,
  })

  it('is one with a best-available line or a bundle of seated tickets', () => {
    expect(
      seatsChosenForBuyer(lines({ BestAvailable: [{ TicketID: 'gold', Quantity: 2 }] }), [], seated),
    ).toBe(true)
    expect(
      seatsChosenForBuyer(lines({ Bundles: [{ BundleID: 'family', Quantity: 1 }] }), [family], seated),
    ).toBe(true)
  })

  it('is not one whose seats the buyer picked, or that has none', () => {
    expect(seatsChosenForBuyer(lines({ Seats: ['A-1'] }), [], seated)).toBe(false)
    expect(
      seatsChosenForBuyer(
        lines({
          Tickets: [{ TicketID: 'floor', Quantity: 1 }],
          Bundles: [{ BundleID: 'standing', Quantity: 1 }],
        }),
        [standing],
        seated,
      ),
    ).toBe(false)
  })
})
