import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobHandlersOf } from '../../app.ts'
import { events, ledgerEntries, purchaseItems, purchases, tickets, waitlistEntries } from '../../db/schema.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { buyOnline, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

const context = useListeningTestApp({ waitlistOfferMinutes: 30 })
const HOUR = 60 * 60 * 1000
let phones = 0
const phone = () => `0171${String(5_000_000 + phones++ * 7 + Math.floor(Math.random() * 900_000)).slice(-7)}`

type Headers = Record<string, string>
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  context.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers })

async function soldOutTicket(price: number, capacity = 1) {
  const made = await sellingOrganization(context.app, price)
  await context.app.database.db.update(tickets).set({ capacity }).where(eq(tickets.id, made.ticket.id))
  return made
}

/** A signed-in buyer takes seats; a bKash order stays held (pending), a free one is paid at once. */
async function buy(eventId: string, ticketId: string, method: 'free' | 'bkash', headers?: Headers) {
  const buyer = headers ? { headers } : await signedInUser(context.app)
  const response = await post(
    '/purchase',
    { EventID: eventId, Tickets: [{ TicketID: ticketId, Quantity: 1 }], PaymentMethod: method },
    buyer.headers,
  )
  return { response, headers: buyer.headers }
}

async function outbox() {
  const response = await context.app.inject({ url: '/dev/outbox.json' })
  return response.json() as { to: string; body: string; subject: string | null }[]
}

/** How the API keeps a phone: +880… */
const intl = (typed: string) => `+88${typed}`

const offerToken = (body: string) => {
  const match = body.match(/[?&]offer=([\w-]+)/)
  if (!match?.[1]) throw new Error(`no offer link in ${body}`)
  return match[1]
}

async function sweep() {
  await jobHandlersOf(context.app)['sweep-holds']?.({}, { id: 'test', attempts: 1 } as never)
  await deliverMessages(context.app)
}

async function expire(purchaseId: string) {
  const past = new Date(Date.now() - 1000)
  const db = context.app.database.db
  await db.update(purchases).set({ expiresAt: past }).where(eq(purchases.id, purchaseId))
  await db.update(purchaseItems).set({ heldUntil: past }).where(eq(purchaseItems.purchaseId, purchaseId))
}

describe('waiting list', () => {
  it('is joined only when the ticket is sold out and its list is on', async () => {
    const { event, ticket, owner } = await soldOutTicket(0, 1)
    const early = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mita', Phone: phone() })
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('WAITLIST_NOT_SOLD_OUT')
    expect((await buy(event.id, ticket.id, 'free')).response.statusCode).toBe(200)

    const mine = phone()
    const first = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mita', Phone: mine })
    expect(first.statusCode).toBe(200)
    expect(first.json().Position).toBe(1)
    const second = await post('/waitlist', {
      TicketID: ticket.id,
      FirstName: 'Rafi',
      Email: 'rafi@example.com',
    })
    expect(second.json().Position).toBe(2)
    const again = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mita', Phone: mine })
    expect(again.json()).toEqual(first.json())

    const noContact = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mita' })
    expect(noContact.statusCode).toBe(400)
    const nul = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mi\u0000ta', Phone: phone() })
    expect(nul.statusCode).toBe(400)
    const huge = await post('/waitlist', {
      TicketID: ticket.id,
      FirstName: 'x'.repeat(100_000),
      Phone: phone(),
    })
    expect(huge.statusCode).toBe(400)

    const list = await context.app.inject({
      url: `/api/waitlist?eventId=${event.id}`,
      headers: owner.headers,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().Tickets[0]).toMatchObject({ TicketID: ticket.id, Waiting: 2, Offered: 0 })
    const stranger = await signedInUser(context.app)
    const refused = await context.app.inject({
      url: `/api/waitlist?eventId=${event.id}`,
      headers: stranger.headers,
    })
    expect(refused.statusCode).toBeGreaterThanOrEqual(403)
    expect((await context.app.inject({ url: `/api/waitlist?eventId=${event.id}` })).statusCode).toBe(401)

    const off = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.id}/attendee-policy`,
      headers: owner.headers,
      payload: { WaitlistEnabled: false, TransfersEnabled: true },
    })
    expect(off.statusCode).toBe(200)
    const closed = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Nila', Phone: phone() })
    expect(closed.json().code).toBe('WAITLIST_CLOSED')
  })

  it('says when the last seats are only in other carts', async () => {
    const { event, ticket } = await soldOutTicket(50000, 1)
    expect((await buy(event.id, ticket.id, 'bkash')).response.statusCode).toBe(200)
    const refused = await buy(event.id, ticket.id, 'bkash')
    expect(refused.response.statusCode).toBe(409)
    expect(refused.response.json()).toMatchObject({ code: 'SEATS_IN_CARTS', params: { minutes: 15 } })
    expect(refused.response.json().message).toBe(
      "All seats are in other buyers' carts; try again in 15 minutes",
    )
  })

  it('offers a seat freed by an expired hold to the first person, holds it, and moves on when unclaimed', async () => {
    const db = context.app.database.db
    const { event, ticket } = await soldOutTicket(50000, 1)
    const held = await buy(event.id, ticket.id, 'bkash')
    expect(held.response.statusCode).toBe(200)
    const first = phone()
    const joined = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mita', Phone: first })
    expect(joined.json()).toMatchObject({ Position: 1 })
    await post('/waitlist', { TicketID: ticket.id, FirstName: 'Rafi', Email: 'rafi.next@example.com' })

    await expire(held.response.json().ID)
    await sweep()
    const [offered] = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.phone, intl(first)))
    expect(offered?.status).toBe('offered')
    const sms = (await outbox()).find((message) => message.to === intl(first))
    expect(sms?.body).toContain('/purchase/view/')
    // The offered seat is a hold: nobody else can buy it.
    const late = await buy(event.id, ticket.id, 'bkash')
    expect(late.response.statusCode).toBe(409)

    // The offer link opens its bKash page.
    const claim = await post('/waitlist/claim', { Offer: offerToken(sms?.body ?? '') })
    expect(claim.statusCode).toBe(200)
    expect(claim.json()).toMatchObject({ Status: 'pending', ID: offered?.purchaseId })
    expect(claim.json().PaymentURL).toBeTruthy()

    if (!offered?.purchaseId) throw new Error('no offer')
    await expire(offered.purchaseId)
    await sweep()
    const rows = await db.select().from(waitlistEntries).where(eq(waitlistEntries.ticketId, ticket.id))
    expect(rows.find((row) => row.phone === intl(first))?.status).toBe('expired')
    expect(rows.find((row) => row.email === 'rafi.next@example.com')?.status).toBe('offered')
    const mail = (await outbox()).find((message) => message.to === 'rafi.next@example.com')
    expect(mail?.subject).toContain('Baul Night')
    const ended = await post('/waitlist/claim', { Offer: offerToken(sms?.body ?? '') })
    expect(ended.json().code).toBe('OFFER_ENDED')
  })
})

describe('cancelling a paid purchase', () => {
  it('gives a free seat back to the waiting list first, and the offered person claims it', async () => {
    const db = context.app.database.db
    const { event, ticket, owner } = await soldOutTicket(0, 1)
    const bought = await buy(event.id, ticket.id, 'free')
    const id = bought.response.json().ID
    const waiting = phone()
    // Mita has no account and reads in Bengali: her offer and her tickets come in Bengali.
    const joined = await post('/waitlist', {
      TicketID: ticket.id,
      FirstName: 'Mita',
      Phone: waiting,
      Language: 'bn',
    })
    expect(joined.json()).toMatchObject({ Position: 1 })

    const notAllowed = await post(`/purchase/${id}/cancel-paid`, {}, bought.headers)
    expect(notAllowed.json().code).toBe('CANCEL_NOT_ALLOWED')
    await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.id}/attendee-policy`,
      headers: owner.headers,
      payload: { WaitlistEnabled: true, TransfersEnabled: true, CancelRefundPercent: 100 },
    })
    const stranger = await signedInUser(context.app)
    expect((await post(`/purchase/${id}/cancel-paid`, {}, stranger.headers)).statusCode).toBe(404)
    const cancelled = await post(`/purchase/${id}/cancel-paid`, {}, bought.headers)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().Status).toBe('cancelled')
    expect(cancelled.json().Refunded).toBe(0)
    expect((await post(`/purchase/${id}/cancel-paid`, {}, bought.headers)).statusCode).toBe(409)

    await deliverMessages(context.app)
    const sms = (await outbox()).find((message) => message.to === intl(waiting))
    expect(sms?.body).toMatch(/^মেলা: .+-এর একটি আসন/)
    const claimed = await post('/waitlist/claim', { Offer: offerToken(sms?.body ?? '') })
    expect(claimed.statusCode).toBe(200)
    expect(claimed.json().Status).toBe('paid')
    await deliverMessages(context.app)
    const toMita = (await outbox()).filter((message) => message.to === intl(waiting))
    expect(toMita.map((message) => message.body)).toContainEqual(
      expect.stringMatching(/^মেলা: .+টিকিট নিশ্চিত/),
    )
    const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(row?.sold).toBe(1)
  })

  it('refunds the event percentage through bKash and the ledger, before the deadline only', async () => {
    const db = context.app.database.db
    const { event, ticket } = await sellingOrganization(context.app, 50000)
    await db.update(events).set({ cancelRefundPercent: 80 }).where(eq(events.id, event.id))
    const buyer = await signedInUser(context.app)
    const bought = await buyOnline(context.app, event.id, ticket.id)
    const [row] = await db.select().from(purchases).where(eq(purchases.id, bought.ID))
    if (!row) throw new Error('no purchase')
    // Hand the purchase to a signed-in buyer so they can cancel it.
    await db
      .update(purchases)
      .set({ userId: (await userIdOf(buyer.user.Username)) ?? row.userId })
      .where(eq(purchases.id, row.id))

    await db
      .update(events)
      .set({ cancelDeadline: new Date(Date.now() - HOUR) })
      .where(eq(events.id, event.id))
    expect((await post(`/purchase/${row.id}/cancel-paid`, {}, buyer.headers)).json().code).toBe(
      'CANCEL_CLOSED',
    )
    await db
      .update(events)
      .set({ cancelDeadline: new Date(Date.now() + HOUR) })
      .where(eq(events.id, event.id))

    const cancelled = await post(`/purchase/${row.id}/cancel-paid`, {}, buyer.headers)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().Status).toBe('refunded')
    // The buyer's page says how much comes back: 80 % of ৳500.
    expect(cancelled.json().Refunded).toBe(400)
    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.purchaseId, row.id), eq(ledgerEntries.kind, 'refund')))
    expect(refunds.map((entry) => entry.amount)).toEqual([-40000])
    const [t] = await db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(t?.sold).toBe(0)
  })
})

async function userIdOf(username: string) {
  const found = await context.app.database.db.query.users.findFirst({
    where: (user, { eq }) => eq(user.username, username),
  })
  return found?.id
}

describe('passing a ticket on', () => {
  it('makes the old code fail at the door and the new one work; one transfer per seat', async () => {
    const db = context.app.database.db
    const { event, ticket, owner } = await soldOutTicket(0, 5)
    const bought = await buy(event.id, ticket.id, 'free')
    const seat = bought.response.json().Items[0] as { ID: string; Code: string }
    const verify = (itemId: string, code: string) =>
      context.app.inject({
        url: `/api/purchase/item/verify/${itemId}?code=${encodeURIComponent(code)}`,
        headers: owner.headers,
      })
    expect((await verify(seat.ID, seat.Code)).json().Valid).toBe(true)

    const stranger = await signedInUser(context.app)
    const to = phone()
    expect(
      (await post(`/purchase/item/${seat.ID}/transfer`, { Phone: to }, stranger.headers)).statusCode,
    ).toBe(404)
    expect((await post(`/purchase/item/${seat.ID}/transfer`, { Phone: to })).statusCode).toBe(401)
    expect(
      (await post(`/purchase/item/${seat.ID}/transfer`, { Phone: 'a\u0000b' }, bought.headers)).statusCode,
    ).toBe(400)
    expect((await post(`/purchase/item/${seat.ID}/transfer`, {}, bought.headers)).statusCode).toBe(400)

    const moved = await post(
      `/purchase/item/${seat.ID}/transfer`,
      { Phone: to, FirstName: 'Nila' },
      bought.headers,
    )
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ TicketID: ticket.id, Code: null })
    expect((await verify(seat.ID, seat.Code)).json().Valid).toBe(false)
    const again = await post(`/purchase/item/${seat.ID}/transfer`, { Phone: phone() }, bought.headers)
    expect(again.json().code).toBe('TRANSFER_NOT_ALLOWED')

    const [newSeat] = await db.select().from(purchaseItems).where(eq(purchaseItems.id, moved.json().ID))
    const [recipient] = await db
      .select()
      .from(purchases)
      .where(eq(purchases.id, newSeat?.purchaseId ?? ''))
    expect(recipient?.status).toBe('paid')
    const { ticketCode } = await import('../checkout/ticket-code.ts')
    const code = await ticketCode(db, moved.json().ID, event.id)
    expect((await verify(moved.json().ID, code)).json().Valid).toBe(true)
    const [t] = await db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(t?.sold).toBe(1)
    const history = await db.query.purchaseHistory.findMany({
      where: (h, { eq }) => eq(h.purchaseId, bought.response.json().ID),
    })
    expect(history.map((h) => h.action)).toContain('transferred-out')
    // The buyer's view no longer shows the old code.
    const view = await context.app.inject({
      url: `/api/purchase/${bought.response.json().ID}`,
      headers: bought.headers,
    })
    expect(view.json().Items[0]).toMatchObject({ Code: null })
    expect(view.json().Items[0].TransferredAt).toBeTruthy()
    await deliverMessages(context.app)
    expect((await outbox()).some((message) => message.to === intl(to))).toBe(true)
  })

  it('respects the switch and the deadline', async () => {
    const db = context.app.database.db
    const { event, ticket } = await soldOutTicket(0, 5)
    const bought = await buy(event.id, ticket.id, 'free')
    const seat = bought.response.json().Items[0] as { ID: string }
    await db.update(events).set({ transfersEnabled: false }).where(eq(events.id, event.id))
    expect(
      (await post(`/purchase/item/${seat.ID}/transfer`, { Phone: phone() }, bought.headers)).json().code,
    ).toBe('TRANSFER_CLOSED')
    await db
      .update(events)
      .set({ transfersEnabled: true, transferDeadline: new Date(Date.now() - 1000) })
      .where(eq(events.id, event.id))
    expect(
      (await post(`/purchase/item/${seat.ID}/transfer`, { Phone: phone() }, bought.headers)).json().code,
    ).toBe('TRANSFER_CLOSED')
  })
})
