import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountMembers, discounts, events, purchases, tickets, users } from '../../db/schema.ts'
import { anotherTicket, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { deliverMessages, lastMessageTo, signedInUser, uniqueName } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  context.app.inject({ method: 'POST', url, payload, headers })
const buyer = { FirstName: 'Karim', Phone: '01712345678' }

describe('quotes', () => {
  it('prices tickets and a percentage code, never discounting free tickets', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { price: 50000 })
    const free = await anotherTicket(db, event.id, { price: 0, capacity: 10 })
    await db
      .insert(discounts)
      .values({ eventId: event.id, code: 'EARLY10', type: 'percentage', amount: 1000, maxUses: 5 })
    const quote = await post('/api/purchase/quote', {
      EventID: event.id,
      Tickets: [
        { TicketID: ticket.id, Quantity: 2 },
        { TicketID: free.id, Quantity: 1 },
      ],
      DiscountCode: 'early10',
    })
    expect(quote.statusCode).toBe(200)
    expect(quote.json()).toMatchObject({ Subtotal: 1000, Discount: 100, Total: 900 })
  })

  it('explains a bad code and an empty choice', async () => {
    const { event, ticket } = await eventOnSale(context.database.db)
    const bad = await post('/api/purchase/quote', {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      DiscountCode: 'NOPE',
    })
    expect(bad.json()).toEqual({ DiscountCode: 'This discount code is not valid' })
    const empty = await post('/api/purchase/quote', { EventID: event.id })
    expect(empty.json()).toEqual({ Tickets: 'Choose at least one ticket' })
  })
})

describe('buying', () => {
  it('pays a free order at once, gives signed QR codes, and signs an anonymous buyer in as a guest', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { price: 0 })
    const bought = await post('/api/purchase', {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 2 }],
      PaymentMethod: 'free',
      Buyer: buyer,
    })
    expect(bought.statusCode).toBe(200)
    const purchase = bought.json()
    expect(purchase).toMatchObject({
      Status: 'paid',
      Total: 0,
      user: { Kind: 'guest', Phone: '+8801712345678' },
    })
    expect(purchase.user.Username).toMatch(/^guest_/)
    expect(purchase.Items).toHaveLength(2)
    expect(purchase.Items[0].Code).toMatch(/^M1\./)

    const mine = await context.app.inject({
      url: `/api/purchase/${purchase.ID}`,
      headers: { authorization: purchase.authToken },
    })
    expect(mine.json().Items.map((i: { Code: string }) => i.Code)).toEqual(
      purchase.Items.map((i: { Code: string }) => i.Code),
    )
    const [row] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(row?.sold).toBe(2)
  })

  it('asks an anonymous buyer for their name and phone', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { price: 0 })
    const response = await post('/api/purchase', {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'free',
    })
    expect(response.json()).toEqual({
      'Buyer.FirstName': 'Value is required',
      'Buyer.Phone': 'Value is required',
    })
  })

  it('refuses more than LimitPerUser and says why', async () => {
    const person = await signedInUser(context.app)
    const { event, ticket } = await eventOnSale(context.database.db, { price: 0, limitPerUser: 2 })
    const buy = (Quantity: number) =>
      post(
        '/api/purchase',
        { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity }], PaymentMethod: 'free' },
        person.headers,
      )
    expect((await buy(2)).statusCode).toBe(200)
    const third = await buy(1)
    expect(third.statusCode).toBe(409)
    expect(third.json()).toMatchObject({ message: 'You can buy at most 2 of General Adult' })
  })

  it('counts an anonymous buyer by phone, so checking out again as a guest does not dodge the limit', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { price: 0, limitPerUser: 2 })
    const asGuest = (Phone: string) =>
      post('/api/purchase', {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
        PaymentMethod: 'free',
        Buyer: { FirstName: 'Anon', Phone },
      })
    expect((await asGuest('01811122233')).statusCode).toBe(200)
    expect((await asGuest('+8801811122233')).statusCode).toBe(200)
    const third = await asGuest('01811122233')
    expect(third.statusCode).toBe(409)
    expect(third.json()).toMatchObject({ message: 'You can buy at most 2 of General Adult' })
    expect((await asGuest('01911122233')).statusCode).toBe(200)
  })

  it('refuses a sold-out order from an anonymous buyer without making a guest account', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { price: 0, capacity: 1 })
    const order = (Phone: string) => ({
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'free',
      Buyer: { FirstName: 'Late', Phone },
    })
    expect((await post('/api/purchase', order('01722233344'))).statusCode).toBe(200)
    const guestsBefore = await db.$count(users, eq(users.kind, 'guest'))
    const late = await post('/api/purchase', order('01722233355'))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ message: 'Sold out' })
    expect(await db.$count(users, eq(users.kind, 'guest'))).toBe(guestsBefore)
  })

  it('says "Sold out" and sells nothing from an unpublished event', async () => {
    const person = await signedInUser(context.app)
    const { event, ticket } = await eventOnSale(context.database.db, { price: 0, capacity: 1 })
    const order = {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'free',
    }
    await post('/api/purchase', order, person.headers)
    const second = await post('/api/purchase', order, (await signedInUser(context.app)).headers)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ message: 'Sold out' })
  })

  it('checks the answers to the event questions', async () => {
    const db = context.database.db
    const { event, ticket } = await eventOnSale(db, { price: 0 })
    await db
      .update(events)
      .set({
        formFields: [{ ID: 'size', Label: 'T-shirt', Type: 'select', Required: true, Options: ['S', 'M'] }],
      })
      .where(eq(events.id, event.id))
    const person = await signedInUser(context.app)
    const order = {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'free',
    }
    expect((await post('/api/purchase', { ...order, Answers: {} }, person.headers)).json()).toEqual({
      'Answers.size': 'Value is required',
    })
    expect(
      (await post('/api/purchase', { ...order, Answers: { size: 'XL' } }, person.headers)).json(),
    ).toEqual({
      'Answers.size': 'Choose one of the options',
    })
    expect(
      (await post('/api/purchase', { ...order, Answers: { size: 'M' } }, person.headers)).statusCode,
    ).toBe(200)
  })
})

describe('the door', () => {
  it('checks a ticket in once, then answers "Already checked in at …"', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const staff = await signedInUser(context.app)
    await db
      .insert(accountMembers)
      .values({ accountId: account.id, userId: staff.user.ID, role: 'collaborator' })
    const bought = (
      await post('/api/purchase', {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
        PaymentMethod: 'free',
        Buyer: buyer,
      })
    ).json()
    const item = bought.Items[0]

    const verified = await context.app.inject({
      url: `/api/purchase/item/verify/${item.ID}?code=${encodeURIComponent(item.Code)}`,
      headers: staff.headers,
    })
    expect(verified.json()).toMatchObject({ Valid: true, CheckedInAt: null, Event: { ID: event.id } })
    const first = await post(`/api/purchase/item/${item.ID}/checkin`, { Code: item.Code }, staff.headers)
    expect(first.statusCode).toBe(200)
    const second = await post(`/api/purchase/item/${item.ID}/checkin`, { Code: item.Code }, staff.headers)
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toMatch(/^Already checked in at /)
  })

  it('refuses a forged code and a scanner from another organization', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const staff = await signedInUser(context.app)
    await db
      .insert(accountMembers)
      .values({ accountId: account.id, userId: staff.user.ID, role: 'collaborator' })
    const bought = (
      await post('/api/purchase', {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
        PaymentMethod: 'free',
        Buyer: buyer,
      })
    ).json()
    const item = bought.Items[0]
    const forged = item.Code.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'))
    const refused = await post(`/api/purchase/item/${item.ID}/checkin`, { Code: forged }, staff.headers)
    expect(refused.json()).toEqual({ Code: 'This code is not a valid ticket' })
    // Another organization's scanner learns nothing: its answer is the one for a ticket that does not exist.
    const outsider = await signedInUser(context.app)
    const notTheirs = await post(
      `/api/purchase/item/${item.ID}/checkin`,
      { Code: item.Code },
      outsider.headers,
    )
    const missing = await post(
      `/api/purchase/item/${randomUUID()}/checkin`,
      { Code: item.Code },
      outsider.headers,
    )
    expect(notTheirs.statusCode).toBe(404)
    expect(notTheirs.json()).toEqual(missing.json())
    const verify = (id: string) =>
      context.app.inject({
        url: `/api/purchase/item/verify/${id}?code=${encodeURIComponent(item.Code)}`,
        headers: outsider.headers,
      })
    const [seen, unseen] = [await verify(item.ID), await verify(randomUUID())]
    expect(seen.statusCode).toBe(404)
    expect(seen.json()).toEqual(unseen.json())
    const [row] = await db.select().from(purchases).where(eq(purchases.id, bought.ID))
    expect(row?.status).toBe('paid')
  })
})

describe("the organizer's purchase list", () => {
  it('names every buyer, finds them by name or phone, filters by status and pages, without the codes', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const organizer = await signedInUser(context.app)
    await db
      .insert(accountMembers)
      .values({ accountId: account.id, userId: organizer.user.ID, role: 'organizer' })
    const order = {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'free',
    }
    await post('/api/purchase', { ...order, Buyer: buyer })
    const member = await signedInUser(context.app, { FirstName: 'Shathi', LastName: 'Akter' })
    await post('/api/purchase', order, member.headers)
    const list = async (query: string) => {
      const response = await context.app.inject({
        url: `/api/purchase/event/${event.id}?${query}`,
        headers: organizer.headers,
      })
      expect(response.statusCode).toBe(200)
      return response.json()
    }

    const everyone = await list('')
    expect(everyone.Total).toBe(2)
    // Newest first; a signed-in buyer typed no details, so their account speaks for them.
    expect(everyone.Items.map((p: { Buyer: { FirstName: string } }) => p.Buyer.FirstName)).toEqual([
      'Shathi',
      'Karim',
    ])
    expect(everyone.Items[0].Buyer).toMatchObject({ LastName: 'Akter' })
    expect(
      everyone.Items.flatMap((p: { Items: { Code: string | null }[] }) => p.Items.map((i) => i.Code)),
    ).toEqual([null, null])
    expect((await list('Search=akter')).Items).toHaveLength(1)
    expect((await list('Search=1712345')).Items[0].Buyer.FirstName).toBe('Karim')
    expect((await list('Status=refunded')).Total).toBe(0)
    const second = await list('PageSize=1&Page=2')
    expect(second).toMatchObject({ Total: 2, Items: [{ Buyer: { FirstName: 'Karim' } }] })
    // A search that looks like a pattern is taken literally.
    expect((await list(`Search=${encodeURIComponent('%')}`)).Total).toBe(0)
    const bad = await context.app.inject({
      url: `/api/purchase/event/${event.id}?Status=lost`,
      headers: organizer.headers,
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe("the organizer's view of one purchase", () => {
  it('tells the buyer the purchase is theirs, and not the organizer, who may not turn off its links', async () => {
    const db = context.database.db
    const { event, ticket, account } = await eventOnSale(db, { price: 0 })
    const organizer = await signedInUser(context.app)
    await db
      .insert(accountMembers)
      .values({ accountId: account.id, userId: organizer.user.ID, role: 'organizer' })
    const bought = (
      await post('/api/purchase', {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
        PaymentMethod: 'free',
        Buyer: buyer,
      })
    ).json()
    expect(bought.ViewerIsHolder).toBe(true)
    const read = (authorization: string) =>
      context.app.inject({ url: `/api/purchase/${bought.ID}`, headers: { authorization } })
    expect((await read(bought.authToken)).json().ViewerIsHolder).toBe(true)
    const seen = await read(organizer.token)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().ViewerIsHolder).toBe(false)
    const revoke = await context.app.inject({
      method: 'DELETE',
      url: `/api/purchase/${bought.ID}/access`,
      headers: organizer.headers,
    })
    expect(revoke.statusCode).toBe(404)
  })
})

describe('the confirmation', () => {
  it("mails the tickets in the buyer's language and texts the link", async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { price: 0 })
    const email = `${uniqueName('buyer')}@example.com`
    const me = await signedInUser(context.app, { Email: email, Phone: '01755512345', Language: 'bn' })
    const bought = await post(
      '/api/purchase',
      { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 2 }], PaymentMethod: 'free' },
      me.headers,
    )
    await deliverMessages(context.app)
    const mail = await lastMessageTo(context.app, email)
    expect(mail?.subject).toBe('আপনার টিকিট: Flash sale')
    expect(mail?.body).toContain(`/purchase/view/${bought.json().ID}`)
    expect(mail?.body).toContain('General · Adult')
    const sms = await lastMessageTo(context.app, '+8801755512345')
    expect(sms?.body).toContain('২টি টিকিট')
  })
})
