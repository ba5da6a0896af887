import type { Purchase, PurchaseItem } from '@mela/shared/purchase'

export const PURCHASE = '33333333-3333-4333-8333-333333333333'
export const EVENT = '44444444-4444-4444-8444-444444444444'

/** A general-admission seat of the Gallery's Regular ticket, with `fields` over it. */
export const itemOf = (fields: Partial<PurchaseItem> = {}): PurchaseItem => ({
  ID: crypto.randomUUID(),
  TicketID: '77777777-7777-4777-8777-777777777777',
  Section: 'Gallery',
  Category: 'Regular',
  BundleID: null,
  Code: 'M1.x',
  CheckedInAt: null,
  URL: null,
  SeatID: null,
  SeatSection: null,
  Row: null,
  Seat: null,
  ...fields,
})

/**
 * A free purchase paid for Baul night (10 January 2030, Shilpakala) with no seats, held by the viewer, with
 * `more` over it: what the web's tests of a purchase start from.
 */
export const purchaseOf = (more: Partial<Purchase> = {}): Purchase => ({
  ID: PURCHASE,
  EventID: EVENT,
  Event: {
    ID: EVENT,
    Title: 'Baul night',
    StartsAt: '2030-01-10T13:00:00.000Z',
    EndsAt: '2030-01-10T16:00:00.000Z',
    Venue: 'Shilpakala',
    Online: false,
    ImageURL: null,
    AccountID: '55555555-5555-4555-8555-555555555555',
    Bn: null,
  },
  Status: 'paid',
  PaymentMethod: 'free',
  Lines: [],
  Subtotal: 0,
  Discount: 0,
  Surcharge: 0,
  Total: 0,
  ExpiresAt: '2030-01-01T00:00:00.000Z',
  PaidAt: '2029-12-01T00:00:00.000Z',
  CreatedAt: '2029-12-01T00:00:00.000Z',
  PaymentURL: null,
  TrxID: null,
  FailureReason: null,
  RefundedAt: null,
  RefundReason: null,
  Refunded: 0,
  Buyer: null,
  ViewerIsHolder: true,
  Items: [],
  ...more,
})

/** A paid purchase of one ticket, whose event has a Bengali title: what My tickets and the ticket page show. */
export const withTickets: Purchase = purchaseOf({
  Event: {
    ...purchaseOf().Event,
    StartsAt: '2099-01-10T13:00:00.000Z',
    EndsAt: '2099-01-10T16:00:00.000Z',
    Bn: { Title: 'বাউল সন্ধ্যা', Venue: null, Description: null },
  },
  ExpiresAt: '2099-01-01T00:00:00.000Z',
  PaidAt: '2098-12-01T00:00:00.000Z',
  CreatedAt: '2098-12-01T00:00:00.000Z',
  Items: [itemOf({ ID: '88888888-8888-4888-8888-888888888881' })],
})
