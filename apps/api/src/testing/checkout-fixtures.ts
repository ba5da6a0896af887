import { and, eq, gt, sql } from 'drizzle-orm'
import type { App } from '../app.ts'
import type { Db } from '../db/database.ts'
import {
  accountMembers,
  accounts,
  bundles,
  bundleTickets,
  events,
  purchaseItems,
  purchases,
  tickets,
  users,
} from '../db/schema.ts'
import { uniqueName } from './identity-fixtures.ts'

const HOUR = 60 * 60 * 1000

/** A published event a day from now with one ticket type, straight in the database. */
export async function eventOnSale(db: Db, ticket: Partial<typeof tickets.$inferInsert> = {}) {
  const [owner] = await db
    .insert(users)
    .values({ username: uniqueName('owner'), firstName: 'Owner' })
    .returning()
  if (!owner) throw new Error('no owner')
  const [account] = await db.insert(accounts).values({ name: 'Race Hall', ownerId: owner.id }).returning()
  if (!account) throw new Error('no account')
  await db.insert(accountMembers).values({ accountId: account.id, userId: owner.id, role: 'owner' })
  const [event] = await db
    .insert(events)
    .values({
      accountId: account.id,
      title: 'Flash sale',
      category: 'music',
      venue: 'Hall',
      startsAt: new Date(Date.now() + 24 * HOUR),
      endsAt: new Date(Date.now() + 27 * HOUR),
      publishedAt: new Date(),
    })
    .returning()
  if (!event) throw new Error('no event')
  const [made] = await db
    .insert(tickets)
    .values({
      eventId: event.id,
      section: 'General',
      category: 'Adult',
      price: 50000,
      capacity: 50,
      ...ticket,
    })
    .returning()
  if (!made) throw new Error('no ticket')
  return { owner, account, event, ticket: made }
}

export async function anotherTicket(
  db: Db,
  eventId: string,
  values: Partial<typeof tickets.$inferInsert> = {},
) {
  const [made] = await db
    .insert(tickets)
    .values({ eventId, section: 'Balcony', category: 'Adult', price: 80000, capacity: 10, ...values })
    .returning()
  if (!made) throw new Error('no ticket')
  return made
}

export async function bundleOf(
  db: Db,
  eventId: string,
  parts: { ticketId: string; quantity: number }[],
  price = 100000,
) {
  const [bundle] = await db.insert(bundles).values({ eventId, name: 'Pack', price }).returning()
  if (!bundle) throw new Error('no bundle')
  await db.insert(bundleTickets).values(parts.map((part) => ({ bundleId: bundle.id, ...part })))
  return bundle
}

/** `n` plain buyer accounts. */
export async function buyers(db: Db, n: number) {
  return db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ username: uniqueName('buyer'), firstName: 'Buyer' })))
    .returning()
}

/** An anonymous buyer takes one free seat through the API: the answer carries the guest's session. */
export async function guestTakesFreeSeat(
  app: App,
  buyer: { FirstName?: string; Phone: string; Email?: string },
  language?: 'en' | 'bn',
) {
  const { event, ticket } = await eventOnSale(app.database.db, { price: 0 })
  const bought = await app.inject({
    method: 'POST',
    url: '/api/purchase',
    payload: {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'free',
      Buyer: { FirstName: 'Rina', ...buyer },
      Language: language,
    },
  })
  if (bought.statusCode !== 200) throw new Error(`guest purchase failed: ${bought.body}`)
  return bought.json() as {
    ID: string
    authToken: string
    user: { Username: string }
    Items: { Code: string }[]
  }
}

/** Puts a user on an organization's team in a role (organizer, collaborator…), straight in the database. */
export async function putOnTeam(db: Db, accountId: string, userId: string, role: string) {
  await db.insert(accountMembers).values({ accountId, userId, role })
}

/** The details an anonymous buyer types at checkout, unless a test needs others. */
export const guestBuyer = { FirstName: 'Karim', Phone: '01712345678' }

export type BoughtSeat = { ID: string; Code: string }
export type FreeBought = {
  ID: string
  authToken: string
  ViewerIsHolder: boolean
  Items: [BoughtSeat, ...BoughtSeat[]]
}

/** An anonymous buyer's free purchase of `quantity` seats of a ticket through the API: the buyer's answer. */
export async function guestBuysFree(
  app: App,
  eventId: string,
  ticketId: string,
  quantity = 1,
  buyer: { FirstName: string; Phone: string } = guestBuyer,
): Promise<FreeBought> {
  const bought = await app.inject({
    method: 'POST',
    url: '/api/purchase',
    payload: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketId, Quantity: quantity }],
      PaymentMethod: 'free',
      Buyer: buyer,
    },
  })
  if (bought.statusCode !== 200) throw new Error(bought.body)
  return bought.json()
}

/**
 * A purchase's hold as it is once its time ran out (a minute ago), without waiting for it. Only a pending
 * purchase has a hold: one paid meanwhile (its row lock decides which came first) is left as it is.
 */
export async function runOutHold(db: Db, purchaseId: string) {
  const past = new Date(Date.now() - 60_000)
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .update(purchases)
      .set({ expiresAt: past })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'pending')))
      .returning({ id: purchases.id })
    if (!pending) return
    await tx.update(purchaseItems).set({ heldUntil: past }).where(eq(purchaseItems.purchaseId, purchaseId))
    // The clock reached a hold's end, which a seat availability snapshot knows from the hold; ended here by SQL,
    // the plan says its seats changed.
    await tx.execute(
      sql`update seating_plans set seats_changed = seats_changed + 1
        where event_id = (select event_id from purchases where id = ${purchaseId})`,
    )
  })
}

/** A buyer's order of `Quantity` seats of one ticket, paid with bKash, as reservePurchase takes it. */
export const countedOrder = (EventID: string, TicketID: string, Quantity = 1) => ({
  EventID,
  Tickets: [{ TicketID, Quantity }],
  Bundles: [],
  Answers: {},
  PaymentMethod: 'bkash' as const,
})

/** Seats of a ticket held now: items whose hold has not run out. */
export async function liveHolds(db: Db, ticketId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .where(and(eq(purchaseItems.ticketId, ticketId), gt(purchaseItems.heldUntil, new Date())))
  return row?.n ?? 0
}
