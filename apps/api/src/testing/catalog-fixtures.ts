import type { App } from '../app.ts'
import type { Db } from '../db/database.ts'
import { events, purchaseItems, purchases } from '../db/schema.ts'
import { signedInUser } from './identity-fixtures.ts'
import { createOrganization, type Person } from './organization-fixtures.ts'

const DAY = 24 * 60 * 60 * 1000

/** Inserts an event straight into the database: published, public, a week from now, unless overridden. */
export async function insertEvent(
  db: Db,
  accountId: string,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  const startsAt = new Date(Date.now() + 7 * DAY)
  const [row] = await db
    .insert(events)
    .values({
      accountId,
      title: 'Dhaka Jazz Night',
      category: 'music',
      district: 'dhaka',
      venue: 'Shilpakala Academy',
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY / 8),
      publishedAt: new Date(),
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('Event was not inserted')
  return row
}

/** A signed-in owner, their organization and one of its events. */
export async function organizerWithEvent(
  app: App,
  options: { account?: Record<string, unknown>; event?: Partial<typeof events.$inferInsert> } = {},
) {
  const owner = await signedInUser(app)
  const account = await createOrganization(app, owner, options.account)
  const event = await insertEvent(app.database.db, account.ID, options.event)
  return { owner, account, event }
}

/** A request as `person` (anonymous when undefined). */
export function send(
  app: App,
  person: Person | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url: `/api${url}`, payload, headers: person?.headers })
}

/** A valid POST /ticket payload for the event. */
export const ticketPayload = (eventId: string, fields: Record<string, unknown> = {}) => ({
  EventId: eventId,
  Section: 'Gallery',
  Category: 'Regular',
  Price: 500,
  Capacity: 100,
  ...fields,
})

/** Creates a ticket through the API and answers it (throws unless 200). */
export async function createTicket(
  app: App,
  person: Person,
  eventId: string,
  fields: Record<string, unknown> = {},
) {
  const response = await send(app, person, 'POST', '/ticket', ticketPayload(eventId, fields))
  if (response.statusCode !== 200) throw new Error(`create ticket failed: ${response.body}`)
  return response.json() as { ID: string; Price: number; Capacity: number }
}

type Seat = { ticketId: string; bundleId?: string }

/**
 * Inserts a purchase of `seats` straight into the database: pending, holding its seats for
 * 10 minutes, unless overridden (an `expiresAt` in the past is a hold that ran out).
 */
export async function insertPurchase(
  db: Db,
  eventId: string,
  userId: string,
  seats: Seat[],
  overrides: Partial<typeof purchases.$inferInsert> = {},
) {
  const [purchase] = await db
    .insert(purchases)
    .values({
      eventId,
      userId,
      paymentMethod: 'bkash',
      subtotal: 0,
      total: 0,
      expiresAt: new Date(Date.now() + 10 * 60 * 1000),
      ...overrides,
    })
    .returning()
  if (!purchase) throw new Error('Purchase was not inserted')
  const heldUntil = purchase.status === 'pending' ? purchase.expiresAt : null
  await db
    .insert(purchaseItems)
    .values(seats.map((seat) => ({ purchaseId: purchase.id, price: 0, heldUntil, ...seat })))
  return purchase
}
