import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, purchases, waitlistEntries } from '../../db/schema.ts'
import { attendeeFixtures, intl, offerToken } from '../../testing/attendee-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

const context = useListeningTestApp({ waitlistOfferMinutes: 30 })
const { post, phone, soldOutTicket, buy, outbox, sweep, expire } = attendeeFixtures(context)

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
    // One place per phone: joining again keeps the first place and answers nothing of it.
    const again = await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mita', Phone: mine })
    expect(again.json()).toMatchObject({ code: 'WAITLIST_ALREADY_JOINED' })

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

  it('adds bKash’s fee to an offer when the event passes payment fees to buyers', async () => {
    const db = context.app.database.db
    const { event, ticket } = await soldOutTicket(50000, 1)
    const held = await buy(event.id, ticket.id, 'bkash')
    await db.update(events).set({ passFeesToBuyers: true }).where(eq(events.id, event.id))
    const first = phone()
    await post('/waitlist', { TicketID: ticket.id, FirstName: 'Mita', Phone: first })
    await expire(held.response.json().ID)
    await sweep()
    const [offered] = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.phone, intl(first)))
    const [offer] = await db
      .select()
      .from(purchases)
      .where(eq(purchases.id, offered?.purchaseId ?? ''))
    // 500 taka and bKash's 1.5 %: what its bKash payment asks.
    expect(offer?.total).toBe(50_750)
  })
})
