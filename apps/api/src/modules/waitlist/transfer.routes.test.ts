import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, purchaseItems, purchases, tickets, users } from '../../db/schema.ts'
import { attendeeFixtures, intl } from '../../testing/attendee-fixtures.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// A paid ticket passed on: the door, the switch and deadline, and whom the new seat reaches.
const context = useListeningTestApp({ waitlistOfferMinutes: 30 })
const { post, phone, soldOutTicket, buy, outbox } = attendeeFixtures(context)

describe('passing a ticket on', () => {
  it('tells the door the old code was passed on: online, in the door list and in the sync', async () => {
    const { event, ticket, owner } = await soldOutTicket(0, 5)
    const bought = await buy(event.id, ticket.id, 'free')
    const seat = bought.response.json().Items[0] as { ID: string; Code: string; ShortCode: string }
    const moved = await post(`/purchase/item/${seat.ID}/transfer`, { Phone: phone() }, bought.headers)
    expect(moved.statusCode).toBe(200)

    const checkIn = await post(`/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, owner.headers)
    expect(checkIn.json().$codes.Code).toMatchObject({ code: 'TICKET_TRANSFERRED' })
    const byCode = await post(`/checkin/event/${event.id}/code`, { Code: seat.ShortCode }, owner.headers)
    expect(byCode.json().$codes.Code).toMatchObject({ code: 'TICKET_TRANSFERRED' })
    const verify = (code: string) =>
      context.app.inject({
        url: `/api/purchase/item/verify/${seat.ID}?code=${encodeURIComponent(code)}`,
        headers: owner.headers,
      })
    expect((await verify(seat.Code)).json()).toMatchObject({ Valid: false, Refusal: 'TICKET_TRANSFERRED' })
    // A code that does not name the seat learns nothing of what became of it. Changed in its middle: its last
    // character carries padding bits, so changing only the end may decode to the same signature.
    const middle = Math.floor(seat.Code.length / 2)
    const other = `${seat.Code.slice(0, middle)}${seat.Code[middle] === 'A' ? 'B' : 'A'}${seat.Code.slice(middle + 1)}`
    expect((await verify(other)).json()).toMatchObject({ Refusal: 'NOT_A_TICKET' })

    const list = await context.app.inject({ url: `/api/checkin/event/${event.id}`, headers: owner.headers })
    const seats = list.json().Seats as { ID: string; Status: string; Refusal?: string }[]
    expect(seats.find((one) => one.ID === seat.ID)).toMatchObject({
      Status: 'void',
      Refusal: 'TICKET_TRANSFERRED',
    })
    expect(seats.find((one) => one.ID === moved.json().ID)).toMatchObject({ Status: 'valid' })
    expect(seats.find((one) => one.ID === moved.json().ID)).not.toHaveProperty('Refusal')

    const synced = await post(
      '/checkin/sync',
      {
        EventID: event.id,
        Scans: [{ ItemID: seat.ID, Code: seat.Code, ScannedAt: new Date().toISOString() }],
      },
      owner.headers,
    )
    expect(synced.json().Results).toEqual([
      expect.objectContaining({ ItemID: seat.ID, Result: 'invalid', Refusal: 'TICKET_TRANSFERRED' }),
    ])
  })

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
    const { ticketCode } = await import('../../lib/ticket-code.ts')
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

  it('reaches a typed phone or e-mail through its link, never an unverified account that typed it first', async () => {
    const db = context.app.database.db
    const { event, ticket } = await soldOutTicket(0, 5)
    const friendPhone = phone()
    const friendEmail = `friend${crypto.randomUUID().slice(0, 8)}@example.com`
    // Someone registers with the friend's phone, another with the friend's e-mail, and verifies neither.
    const impostors = [
      await signedInUser(context.app, { Phone: friendPhone }),
      await signedInUser(context.app, { Email: friendEmail }),
    ]
    for (const to of [{ Phone: friendPhone }, { Email: friendEmail }]) {
      const bought = await buy(event.id, ticket.id, 'free')
      const seat = bought.response.json().Items[0] as { ID: string }
      const moved = await post(
        `/purchase/item/${seat.ID}/transfer`,
        { ...to, FirstName: 'Nila' },
        bought.headers,
      )
      expect(moved.statusCode).toBe(200)
      const [row] = await db
        .select({ kind: users.kind, purchaseId: purchases.id })
        .from(purchaseItems)
        .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
        .innerJoin(users, eq(users.id, purchases.userId))
        .where(eq(purchaseItems.id, moved.json().ID))
      expect(row?.kind).toBe('guest')

      // The friend opens the seat with the link sent to the phone or e-mail typed.
      await deliverMessages(context.app)
      const message = (await outbox()).find((m) => m.to === (to.Phone ? intl(to.Phone) : to.Email))
      const link = message?.body.match(/\/purchase\/view\/([\w-]+)\?access=([\w-]+)/)
      expect(link?.[1]).toBe(row?.purchaseId)
      const opened = await context.app.inject({ url: `/api/purchase/${link?.[1]}?access=${link?.[2]}` })
      expect(opened.json().Items[0]).toMatchObject({ ID: moved.json().ID, TicketID: ticket.id })
    }
    for (const impostor of impostors) {
      const theirs = await context.app.inject({ url: '/api/purchase', headers: impostor.headers })
      expect(theirs.json().Total).toBe(0)
    }
  })

  it('lands in the account whose e-mail is verified', async () => {
    const db = context.app.database.db
    const { event, ticket } = await soldOutTicket(0, 5)
    const Email = `verified${crypto.randomUUID().slice(0, 8)}@example.com`
    const friend = await signedInUser(context.app, { Email })
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, Email))
    const bought = await buy(event.id, ticket.id, 'free')
    const seat = bought.response.json().Items[0] as { ID: string }
    const moved = await post(
      `/purchase/item/${seat.ID}/transfer`,
      { Email: Email.toUpperCase() },
      bought.headers,
    )
    expect(moved.statusCode).toBe(200)
    const theirs = await context.app.inject({ url: '/api/purchase', headers: friend.headers })
    expect(theirs.json()).toMatchObject({ Total: 1, Items: [{ Items: [{ ID: moved.json().ID }] }] })
  })
})
