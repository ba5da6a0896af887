import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, ledgerEntries, purchaseItems, purchases, tickets } from '../../db/schema.ts'
import { attendeeFixtures, intl, offerToken } from '../../testing/attendee-fixtures.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { buyOnline, buyOnlineAs, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { settlePendingRefunds } from '../claims/refund-sweep.ts'
import { PaymentError } from '../payments/payment-provider.ts'

// A paid ticket's way out by its buyer: the whole order or chosen seats, refunded at the event's share.
const context = useListeningTestApp({ waitlistOfferMinutes: 30 })
const { post, phone, soldOutTicket, buy, outbox, userIdOf } = attendeeFixtures(context)
const HOUR = 60 * 60 * 1000

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
    // A counted ticket (no seating plan): the offer speaks of a ticket, not a seat.
    expect(sms?.body).toMatch(/^Mela: .+-এর একটি টিকিট/)
    // Opened on any phone, the offer's page reads in Bengali too.
    expect(sms?.body).toMatch(/\?access=[\w-]+&offer=[\w-]+&lang=bn$/)
    const claimed = await post('/waitlist/claim', { Offer: offerToken(sms?.body ?? '') })
    expect(claimed.statusCode).toBe(200)
    expect(claimed.json().Status).toBe('paid')
    await deliverMessages(context.app)
    const toMita = (await outbox()).filter((message) => message.to === intl(waiting))
    expect(toMita.map((message) => message.body)).toContainEqual(
      expect.stringMatching(/^Mela: .+টিকিট নিশ্চিত/),
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

  it('says why a ticket let in or passed on keeps the order from being cancelled', async () => {
    const db = context.app.database.db
    const { event, ticket, owner } = await soldOutTicket(0, 5)
    await db.update(events).set({ cancelRefundPercent: 100 }).where(eq(events.id, event.id))
    const admitted = await buy(event.id, ticket.id, 'free')
    const seat = admitted.response.json().Items[0] as { ID: string; Code: string }
    await post(`/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, owner.headers)
    const refused = await post(`/purchase/${admitted.response.json().ID}/cancel-paid`, {}, admitted.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('CANCEL_AFTER_CHECK_IN')

    const passed = await buy(event.id, ticket.id, 'free')
    const given = passed.response.json().Items[0] as { ID: string }
    await post(`/purchase/item/${given.ID}/transfer`, { Phone: phone() }, passed.headers)
    const kept = await post(`/purchase/${passed.response.json().ID}/cancel-paid`, {}, passed.headers)
    expect(kept.statusCode).toBe(409)
    expect(kept.json().code).toBe('CANCEL_AFTER_TRANSFER')
  })

  /** A bKash purchase of ৳500 its guest buyer may cancel for 80 % back, and how to read what they are told. */
  async function cancellableOnline() {
    const { event, ticket } = await sellingOrganization(context.app, 50000)
    const db = context.app.database.db
    await db.update(events).set({ cancelRefundPercent: 80 }).where(eq(events.id, event.id))
    const { purchase, headers } = await buyOnlineAs(context.app, event.id, ticket.id)
    await deliverMessages(context.app)
    const before = new Set((await outbox()).map((message) => message.id))
    // What reached the buyer since the purchase: the buyer's e-mail is every guest's of these tests.
    const told = async () => {
      await deliverMessages(context.app)
      const since = (await outbox()).filter((message) => !before.has(message.id))
      return {
        sms: since.filter((m) => m.to === purchase.Buyer?.Phone).map((m) => m.body),
        mail: since.filter((m) => m.to === purchase.Buyer?.Email && m.subject?.includes('Refund')),
      }
    }
    return { purchase, headers, told }
  }

  it('says refunded on the screen and by SMS and mail when bKash confirms the refund at once', async () => {
    const { purchase, headers, told } = await cancellableOnline()
    const cancelled = await post(`/purchase/${purchase.ID}/cancel-paid`, {}, headers)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ Status: 'refunded', Refunded: 400, Refunding: 0 })
    expect(cancelled.json().RefundedAt).toBeTruthy()
    const { sms, mail } = await told()
    expect(sms).toContainEqual(
      expect.stringMatching(/^Mela: ৳400\.00 for 1 ticket of .+ refunded to your bKash\.$/),
    )
    expect(sms.join()).not.toMatch(/being refunded/)
    expect(mail.map((m) => m.body)).toEqual([
      expect.stringMatching(/^৳400\.00 for 1 ticket of .+ was returned/),
    ])
  })

  it('cancels when bKash is silent, and both the screen and the SMS say being refunded until it confirms', async () => {
    const { app } = context
    const { purchase, headers, told } = await cancellableOnline()
    const refund = app.payments.refund
    app.payments.refund = () => Promise.reject(new PaymentError('TIMEOUT', 'bKash did not answer'))
    let cancelled: Awaited<ReturnType<typeof post>>
    try {
      cancelled = await post(`/purchase/${purchase.ID}/cancel-paid`, {}, headers)
    } finally {
      app.payments.refund = refund
    }
    expect(cancelled.statusCode).toBe(200)
    // Still paid: its seat waits on the refund (the door refuses it); the page says how much is on its way.
    expect(cancelled.json()).toMatchObject({ Status: 'paid', Refunded: 0, Refunding: 400, RefundedAt: null })
    const viewed = await app.inject({ url: `/api/purchase/${purchase.ID}`, headers })
    expect(viewed.json()).toMatchObject({ Refunding: 400 })
    const first = await told()
    expect(first.sms).toEqual([
      expect.stringMatching(/^Mela: ৳400\.00 for 1 ticket of .+ is being refunded to your bKash\./),
    ])
    expect(first.mail.map((m) => m.body)).toEqual([
      expect.stringMatching(/is being returned to your bKash wallet: bKash has not confirmed it yet/),
    ])
    expect((await post(`/purchase/${purchase.ID}/cancel-paid`, {}, headers)).statusCode).toBe(409)

    // The sweep finds bKash never made it, asks again, and the buyer hears "refunded" only now.
    await settlePendingRefunds(app.database.db, app.payments, undefined, new Date(Date.now() + 3 * 60_000))
    const settled = await app.inject({ url: `/api/purchase/${purchase.ID}`, headers })
    expect(settled.json()).toMatchObject({ Status: 'refunded', Refunded: 400, Refunding: 0 })
    const after = await told()
    expect(after.sms).toHaveLength(2)
    expect(after.sms).toContainEqual(expect.stringMatching(/ refunded to your bKash\.$/))
  })
})

describe('cancelling some tickets of a paid order', () => {
  type Seat = { ID: string; Code: string }
  const checkIn = (seat: Seat, headers: Record<string, string>) =>
    post(`/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, headers)
  const soldOf = async (ticketId: string) =>
    (await context.app.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]?.sold

  it('refunds only the chosen bKash seat at the event percentage; the others still open the door', async () => {
    const db = context.app.database.db
    const { event, ticket, owner } = await sellingOrganization(context.app, 50000)
    await db.update(events).set({ cancelRefundPercent: 80 }).where(eq(events.id, event.id))
    const { purchase, headers } = await buyOnlineAs(context.app, event.id, ticket.id, 3)
    const [first, second, third] = purchase.Items as unknown as [Seat, Seat, Seat]
    const other = await buyOnline(context.app, event.id, ticket.id)
    const foreign = await post(
      `/purchase/${purchase.ID}/cancel-paid`,
      { ItemIDs: [first.ID, (other.Items[0] as Seat).ID] },
      headers,
    )
    expect(foreign.statusCode).toBe(400)
    expect(JSON.stringify(foreign.json())).toContain('ITEM_NOT_OF_PURCHASE')
    // A seat already let in does not keep the others from being cancelled, but is itself refused.
    expect((await checkIn(third, owner.headers)).statusCode).toBe(200)
    const admitted = await post(`/purchase/${purchase.ID}/cancel-paid`, { ItemIDs: [third.ID] }, headers)
    expect(admitted.json().code).toBe('CANCEL_AFTER_CHECK_IN')

    const cancelled = await post(`/purchase/${purchase.ID}/cancel-paid`, { ItemIDs: [first.ID] }, headers)
    expect(cancelled.statusCode).toBe(200)
    // 80 % of one ৳500 seat; the order stays paid, as two seats are still the buyer's.
    expect(cancelled.json()).toMatchObject({ Status: 'paid', Refunded: 400, Refunding: 0 })
    const seats = cancelled.json().Items as (Seat & { RefundedAt: string | null })[]
    expect(seats.find((seat) => seat.ID === first.ID)).toMatchObject({ Code: null })
    expect(seats.find((seat) => seat.ID === first.ID)?.RefundedAt).toBeTruthy()
    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.purchaseId, purchase.ID), eq(ledgerEntries.kind, 'refund')))
    expect(refunds.map((entry) => entry.amount)).toEqual([-40000])
    expect(await soldOf(ticket.id)).toBe(3)
    expect((await checkIn(first, owner.headers)).statusCode).toBe(400)
    expect((await checkIn(second, owner.headers)).statusCode).toBe(200)
    // The same seat again is refunded once.
    const again = await post(`/purchase/${purchase.ID}/cancel-paid`, { ItemIDs: [first.ID] }, headers)
    expect(again.json().code).toBe('CANCEL_NOT_ALLOWED')
    expect(await soldOf(ticket.id)).toBe(3)
  })

  it('voids only the chosen free seats, and ends the order cancelled with its last one', async () => {
    const db = context.app.database.db
    const { event, ticket, owner } = await soldOutTicket(0, 5)
    await db.update(events).set({ cancelRefundPercent: 100 }).where(eq(events.id, event.id))
    const buyer = await signedInUser(context.app)
    const bought = await post(
      '/purchase',
      { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 3 }], PaymentMethod: 'free' },
      buyer.headers,
    )
    const id = bought.json().ID
    const [first, second, third] = bought.json().Items as [Seat, Seat, Seat]
    await post(`/purchase/item/${third.ID}/transfer`, { Phone: phone() }, buyer.headers)
    const passed = await post(`/purchase/${id}/cancel-paid`, { ItemIDs: [third.ID] }, buyer.headers)
    expect(passed.json().code).toBe('CANCEL_AFTER_TRANSFER')
    // The whole order is refused as before: a seat of it was passed on.
    expect((await post(`/purchase/${id}/cancel-paid`, {}, buyer.headers)).json().code).toBe(
      'CANCEL_AFTER_TRANSFER',
    )

    const one = await post(`/purchase/${id}/cancel-paid`, { ItemIDs: [first.ID] }, buyer.headers)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ Status: 'paid', Refunded: 0 })
    expect(await soldOf(ticket.id)).toBe(2)
    expect((await checkIn(first, owner.headers)).statusCode).toBe(400)
    const [voided] = await db.select().from(purchaseItems).where(eq(purchaseItems.id, first.ID))
    expect(voided?.voidedAt).toBeTruthy()
    expect(
      (await post(`/purchase/${id}/cancel-paid`, { ItemIDs: [first.ID] }, buyer.headers)).json().code,
    ).toBe('CANCEL_NOT_ALLOWED')

    const last = await post(`/purchase/${id}/cancel-paid`, { ItemIDs: [second.ID] }, buyer.headers)
    expect(last.json()).toMatchObject({ Status: 'cancelled' })
    // The seat passed on is its new holder's: still sold, still counted.
    expect(await soldOf(ticket.id)).toBe(1)
  })
})
