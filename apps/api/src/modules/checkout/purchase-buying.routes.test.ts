// What a buyer meets at checkout: the price of a choice, the rules a purchase must pass (the buyer's details,
// the limit per buyer, sold out, the event's questions), and the confirmation that follows a purchase.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { discounts, events, tickets, users } from '../../db/schema.ts'
import { anotherTicket, eventOnSale, guestBuyer } from '../../testing/checkout-fixtures.ts'
import { deliverMessages, lastMessageTo, signedInUser, uniqueName } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  context.app.inject({ method: 'POST', url, payload, headers })

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
      Buyer: guestBuyer,
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
