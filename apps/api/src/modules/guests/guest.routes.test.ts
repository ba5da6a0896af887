import { randomUUID } from 'node:crypto'
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobs, purchaseItems, purchases, tickets } from '../../db/schema.ts'
import { ticketCode } from '../../lib/ticket-code.ts'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

/** An owner, their published event with one ticket type of `capacity` seats. */
async function eventWithTicket(capacity = 10) {
  const app = context.app
  const { owner, account, event } = await organizerWithEvent(app)
  const ticket = await createTicket(app, owner, event.id, { Capacity: capacity, Price: 500 })
  return { owner, account, event, ticket }
}

const soldOf = async (ticketId: string) =>
  (await context.app.database.db.select().from(tickets).where(eq(tickets.id, ticketId)))[0]?.sold

describe('the guest list', () => {
  it('puts a guest with plus-ones on the list, counted against the ticket like a sale', async () => {
    const { owner, event, ticket } = await eventWithTicket(10)
    const added = await send(context.app, owner, 'POST', '/guest', {
      EventID: event.id,
      FirstName: 'Ayesha',
      LastName: 'Siddiqua',
      Phone: '01712345678',
      TicketID: ticket.ID,
      Quantity: 3,
    })
    expect(added.statusCode).toBe(200)
    expect(added.json()).toMatchObject({
      FirstName: 'Ayesha',
      Phone: '+8801712345678',
      Quantity: 3,
      CheckedIn: 0,
      Ticket: 'Gallery Regular',
      LinkID: null,
    })
    expect(await soldOf(ticket.ID)).toBe(3)
    const [purchase] = await context.app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, added.json().PurchaseID))
    expect(purchase).toMatchObject({ status: 'paid', paymentMethod: 'guest', total: 0 })
    // The tickets go to the guest's phone, through the job queue.
    const queued = await context.app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'purchase-confirmation'))
    expect(queued.some((job) => (job.payload as { purchaseId: string }).purchaseId === purchase?.id)).toBe(
      true,
    )

    const list = await send(context.app, owner, 'GET', `/guest?eventId=${event.id}`)
    expect(list.statusCode).toBe(200)
    expect(list.json()).toMatchObject({ Total: 1, Seats: 3, CheckedIn: 0 })
    expect(list.json().Tickets).toEqual([{ ID: ticket.ID, Name: 'Gallery Regular', Left: 7 }])
  })

  it('never gives a guest a seat that is sold or held', async () => {
    const { owner, event, ticket } = await eventWithTicket(2)
    const first = await send(context.app, owner, 'POST', '/guest', {
      EventID: event.id,
      FirstName: 'Karim',
      Quantity: 2,
    })
    expect(first.statusCode).toBe(200)
    const second = await send(context.app, owner, 'POST', '/guest', {
      EventID: event.id,
      FirstName: 'Rahim',
      TicketID: ticket.ID,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'SOLD_OUT', message: 'Sold out' })
  })

  it('asks for the ticket when the event has several', async () => {
    const { owner, event } = await eventWithTicket()
    await createTicket(context.app, owner, event.id, { Section: 'Balcony' })
    const answer = await send(context.app, owner, 'POST', '/guest', { EventID: event.id, FirstName: 'Mina' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ TicketID: ERROR_TEXTS.GUEST_TICKET_NEEDED })
  })

  it('adds a guest sent twice with one GuestID once', async () => {
    const { owner, event, ticket } = await eventWithTicket()
    const payload = { EventID: event.id, FirstName: 'Tania', GuestID: randomUUID(), Quantity: 2 }
    const [a, b] = await Promise.all([
      send(context.app, owner, 'POST', '/guest', payload),
      send(context.app, owner, 'POST', '/guest', payload),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().ID).toBe(payload.GuestID)
    expect(b.json().ID).toBe(payload.GuestID)
    expect(await soldOf(ticket.ID)).toBe(2)
  })

  it('gives the seats back when a guest is removed, and keeps one who checked in', async () => {
    const { owner, event, ticket } = await eventWithTicket()
    const add = (FirstName: string) =>
      send(context.app, owner, 'POST', '/guest', { EventID: event.id, FirstName, Quantity: 2 })
    const gone = (await add('Sabbir')).json()
    const inside = (await add('Nabila')).json()
    expect(await soldOf(ticket.ID)).toBe(4)

    const removed = await send(context.app, owner, 'DELETE', `/guest/${gone.ID}`)
    expect(removed.statusCode).toBe(204)
    expect(await soldOf(ticket.ID)).toBe(2)
    expect((await send(context.app, owner, 'DELETE', `/guest/${gone.ID}`)).statusCode).toBe(404)

    // Nabila's seat checks in at the door like any ticket; then she stays on the list.
    const db = context.app.database.db
    const [seat] = await db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, inside.PurchaseID))
    if (!seat) throw new Error('no seat')
    const code = await ticketCode(db, seat.id, event.id)
    const checkedIn = await send(context.app, owner, 'POST', `/purchase/item/${seat.id}/checkin`, {
      Code: code,
    })
    expect(checkedIn.statusCode).toBe(200)
    const refused = await send(context.app, owner, 'DELETE', `/guest/${inside.ID}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'GUEST_CHECKED_IN', message: ERROR_TEXTS.GUEST_CHECKED_IN })
    await add('Later')
    const list = (await send(context.app, owner, 'GET', `/guest?eventId=${event.id}`)).json()
    expect(list).toMatchObject({ Total: 2, Seats: 4, CheckedIn: 1 })
    expect(
      list.Items.map((g: { FirstName: string; CheckedIn: number }) => [g.FirstName, g.CheckedIn]),
    ).toEqual([
      ['Later', 0],
      ['Nabila', 1],
    ])
  })

  it("hands the team a link that opens a guest's tickets without signing in", async () => {
    const { owner, account, event } = await eventWithTicket()
    const guest = (
      await send(context.app, owner, 'POST', '/guest', { EventID: event.id, FirstName: 'Nila' })
    ).json()
    const link = await send(context.app, owner, 'POST', `/guest/${guest.ID}/ticket-link`)
    expect(link.statusCode).toBe(200)
    const url = new URL(link.json().URL)
    expect(url.pathname).toBe(`/purchase/view/${guest.PurchaseID}`)
    const opened = await send(
      context.app,
      undefined,
      'GET',
      `/purchase/${guest.PurchaseID}?${url.searchParams}`,
    )
    expect(opened.statusCode).toBe(200)
    expect(opened.json().Items[0].Code).toMatch(/^M1\./)
    const usher = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, usher, 'collaborator')
    expect((await send(context.app, usher, 'POST', `/guest/${guest.ID}/ticket-link`)).statusCode).toBe(403)
  })

  it('imports many guests at once, or none when a row is wrong', async () => {
    const { owner, event, ticket } = await eventWithTicket(10)
    const bad = await send(context.app, owner, 'POST', '/guest/import', {
      EventID: event.id,
      Guests: [
        { FirstName: 'Ok', Quantity: 1 },
        { FirstName: '', Phone: '123', Quantity: 1 },
      ],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      'Guests.1.FirstName': 'Value is required',
      'Guests.1.Phone': 'Value is not a valid phone number: write it as 01XXXXXXXXX',
    })
    const tooMany = await send(context.app, owner, 'POST', '/guest/import', {
      EventID: event.id,
      Guests: [
        { FirstName: 'A', Quantity: 6 },
        { FirstName: 'B', Quantity: 6 },
      ],
    })
    expect(tooMany.statusCode, tooMany.body).toBe(409)
    expect(await soldOf(ticket.ID)).toBe(0)

    const good = await send(context.app, owner, 'POST', '/guest/import', {
      EventID: event.id,
      Guests: [
        { FirstName: 'Ruma', Email: 'ruma@example.com', Quantity: 2 },
        { FirstName: 'Jamal', Phone: '01812345678' },
      ],
    })
    expect(good.statusCode).toBe(200)
    expect(good.json().Items.map((g: { FirstName: string }) => g.FirstName)).toEqual(['Ruma', 'Jamal'])
    expect(await soldOf(ticket.ID)).toBe(3)
  })

  it('lets a collaborator read the list but not change it', async () => {
    const { owner, account, event } = await eventWithTicket()
    const usher = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, usher, 'collaborator')
    expect((await send(context.app, usher, 'GET', `/guest?eventId=${event.id}`)).statusCode).toBe(200)
    const add = await send(context.app, usher, 'POST', '/guest', { EventID: event.id, FirstName: 'X' })
    expect(add.statusCode).toBe(403)
  })

  it('refuses strangers, anonymous callers and bad input', async () => {
    const { owner, event } = await eventWithTicket()
    const stranger = await signedInUser(context.app)
    const guest = (
      await send(context.app, owner, 'POST', '/guest', { EventID: event.id, FirstName: 'Z' })
    ).json()
    expect((await send(context.app, stranger, 'GET', `/guest?eventId=${event.id}`)).statusCode).toBe(403)
    expect((await send(context.app, stranger, 'DELETE', `/guest/${guest.ID}`)).statusCode).toBe(403)
    expect((await send(context.app, undefined, 'GET', `/guest?eventId=${event.id}`)).statusCode).toBe(401)
    const inputs = [
      { EventID: event.id, FirstName: 'A\u0000B' },
      { EventID: event.id, FirstName: 'A', Quantity: 1e300 },
      { EventID: event.id, FirstName: 'A', Quantity: '2x' },
      { EventID: event.id, FirstName: ['A'] },
      { EventID: 'not-an-id', FirstName: 'A' },
    ]
    for (const payload of inputs)
      expect((await send(context.app, owner, 'POST', '/guest', payload)).statusCode).toBe(400)
    expect((await send(context.app, owner, 'DELETE', '/guest/not-an-id')).statusCode).toBe(404)
  })
})
