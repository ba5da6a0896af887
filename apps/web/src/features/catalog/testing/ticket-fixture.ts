import type { Ticket } from '@mela/shared/catalog'

// The ticket the catalog's form tests edit.

export const EVENT = '11111111-1111-4111-8111-111111111111'

/** A Gallery · Adult ticket of EVENT at ৳500, 4 of 100 sold; `fields` change it. */
export const ticketOf = (fields: Partial<Ticket> = {}): Ticket => ({
  ID: '22222222-2222-4222-8222-222222222222',
  EventId: EVENT,
  Section: 'Gallery',
  Category: 'Adult',
  Price: 500,
  Capacity: 100,
  LimitPerUser: null,
  Sold: 4,
  Available: 96,
  URL: null,
  Note: null,
  Collectibles: [],
  ...fields,
})
