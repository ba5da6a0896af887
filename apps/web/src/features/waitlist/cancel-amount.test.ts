import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import { describe, expect, it } from 'vitest'
import { cancelAmount } from './cancel-amount.ts'

const TICKET = '77777777-7777-4777-8777-777777777777'
const BUNDLE = '88888888-8888-4888-8888-888888888888'
const seat = (ID: string, more: Partial<PurchaseItem> = {}) =>
  ({ ID, TicketID: TICKET, BundleID: null, RefundedAt: null, ...more }) as PurchaseItem
const order = (Items: PurchaseItem[], Total: number, Refunded = 0) =>
  ({
    PaymentMethod: 'bkash',
    Total,
    Refunded,
    Items,
    Lines: [
      { Kind: 'ticket', ID: TICKET, Name: 'Gallery', Quantity: 1, UnitPrice: 500, Amount: 500 },
      { Kind: 'bundle', ID: BUNDLE, Name: 'Pair', Quantity: 1, UnitPrice: 300, Amount: 300 },
    ],
  }) as Purchase

describe('what a buyer gets back for cancelling some tickets', () => {
  const items = [seat('a'), seat('b', { BundleID: BUNDLE }), seat('c', { BundleID: BUNDLE })]

  it('is the seats’ share of what was paid, discount spread by price, at the event’s percentage', () => {
    // ৳800 of seats sold for ৳720: the ৳500 seat paid ৳450, half of it comes back.
    expect(cancelAmount(order(items, 720), ['a'], 50)).toBe(225)
    // A bundle's seats share its price evenly: ৳150 each, ৳135 after the discount.
    expect(cancelAmount(order(items, 720), ['b'], 100)).toBe(135)
  })

  it('gives the last seats what is left of the order, and nothing for a free one', () => {
    const refunded = [
      seat('a', { RefundedAt: '2029-12-05T00:00:00.000Z' }),
      items[1],
      items[2],
    ] as PurchaseItem[]
    expect(cancelAmount(order(refunded, 720, 450), ['b', 'c'], 100)).toBe(270)
    expect(cancelAmount({ ...order(items, 0), PaymentMethod: 'free' }, ['a'], 100)).toBe(0)
  })
})
