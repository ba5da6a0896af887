import type { Purchase } from '@mela/shared/purchase'

export const PURCHASE = '33333333-3333-4333-8333-333333333333'
const EVENT = '44444444-4444-4444-8444-444444444444'

/** A paid purchase of one ticket, whose event has a Bengali title: what My tickets and the ticket page show. */
export const withTickets: Purchase = {
  ID: PURCHASE,
  EventID: EVENT,
  Event: {
    ID: EVENT,
    Title: 'Baul night',
    StartsAt: '2099-01-10T13:00:00.000Z',
    EndsAt: '2099-01-10T16:00:00.000Z',
    Venue: 'Shilpakala',
    Online: false,
    ImageURL: null,
    AccountID: '55555555-5555-4555-8555-555555555555',
    Bn: { Title: 'বাউল সন্ধ্যা', Venue: null, Description: null },
  },
  Status: 'paid',
  PaymentMethod: 'free',
  Lines: [],
  Subtotal: 0,
  Discount: 0,
  Surcharge: 0,
  Total: 0,
  ExpiresAt: '2099-01-01T00:00:00.000Z',
  PaidAt: '2098-12-01T00:00:00.000Z',
  CreatedAt: '2098-12-01T00:00:00.000Z',
  PaymentURL: null,
  TrxID: null,
  FailureReason: null,
  RefundedAt: null,
  RefundReason: null,
  Refunded: 0,
  Buyer: null,
  ViewerIsHolder: true,
  Items: [
    {
      ID: '88888888-8888-4888-8888-888888888881',
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
    },
  ],
}
