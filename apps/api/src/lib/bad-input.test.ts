import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchases, users } from '../db/schema.ts'
import { insertPurchase, organizerWithEvent, send, ticketPayload } from '../testing/catalog-fixtures.ts'
import { eventOnSale, guestTakesFreeSeat } from '../testing/checkout-fixtures.ts'
import { useTestApp } from '../testing/test-app.ts'

// What an attacker or a clumsy client sends: every answer is a 4xx in the product’s words, never a 500 or a crash.
const context = useTestApp()
const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload })

describe('bad input', () => {
  it('refuses a quantity in the billions without pricing a seat at a time', async () => {
    const { event, ticket } = await eventOnSale(context.database.db)
    const answer = await post('/api/purchase/quote', {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 2147483648 }],
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ 'Tickets.0.Quantity': 'The maximum value allowed is 100' })
  })

  it('refuses a NUL character in any text, naming the field', async () => {
    const { event, ticket } = await eventOnSale(context.database.db)
    const answer = await post('/api/purchase', {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Ka\u0000rim', Phone: '01712345678' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ 'Buyer.FirstName': 'The value contains a character that is not allowed' })
    const search = await context.app.inject({ method: 'GET', url: '/api/event/feed?Search=a%00b' })
    expect(search.statusCode).toBe(400)
  })

  it('refuses half a surrogate pair in any text, naming the field, and holds nothing', async () => {
    const { event, ticket } = await eventOnSale(context.database.db)
    const order = {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      PaymentMethod: 'bkash',
    }
    const forbidden = {
      'Buyer.FirstName': 'The value contains a character that is not allowed',
      $codes: { 'Buyer.FirstName': { code: 'FORBIDDEN_CHARACTER' } },
    }
    // Sent as JSON escapes ("Z\ud800": JSON.stringify writes a lone half so), which the body parser decodes
    // back into lone halves: a high one alone, a low one alone, a pair the wrong way round.
    for (const FirstName of ['Z\ud800', '\udc00Z', '\ude00\ud83d']) {
      const answer = await post('/api/purchase', { ...order, Buyer: { FirstName, Phone: '01712345678' } })
      expect(answer.statusCode, FirstName).toBe(400)
      expect(answer.json(), FirstName).toStrictEqual(forbidden)
    }
    const inKey = await post('/api/purchase', { ...order, Answers: { 'Seat\ud800': 'x' } })
    expect(inKey.json()).toEqual({ 'Answers.Seat': 'The value contains a character that is not allowed' })
    const held = await context.database.db.select().from(purchases).where(eq(purchases.eventId, event.id))
    expect(held).toEqual([])
  })

  it('keeps a name with an emoji (a whole surrogate pair)', async () => {
    const bought = await guestTakesFreeSeat(context.app, {
      FirstName: 'Zara \ud83d\ude00',
      Phone: '01712345670',
    })
    const [guest] = await context.database.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.username, bought.user.Username))
    expect(guest?.firstName).toBe('Zara 😀')
  })

  it('answers text that is not UTF-8 in a query or a path with a 4xx, never a 500', async () => {
    for (const url of [
      '/api/event/feed?Search=%ED%A0%80',
      '/api/event/feed?%ED%A0%80=%ED%A0%80',
      '/api/event/feed?Search=%FF',
      '/api/event/%ED%A0%80',
      '/api/purchase/%FF',
    ]) {
      const answer = await context.app.inject({ method: 'GET', url })
      expect(answer.statusCode, url).toBeLessThan(500)
    }
  })

  it('refuses numbers beyond what a column holds', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const price = await send(context.app, owner, 'POST', '/ticket', ticketPayload(event.id, { Price: 3e7 }))
    expect(price.statusCode).toBe(400)
    expect(price.json()).toEqual({ Price: 'The maximum value allowed is 10000000' })
    const capacity = await send(
      context.app,
      owner,
      'POST',
      '/ticket',
      ticketPayload(event.id, { Capacity: 3e9 }),
    )
    expect(capacity.json()).toEqual({ Capacity: 'The maximum value allowed is 1000000' })
    const page = await context.app.inject({ method: 'GET', url: '/api/event/feed?Page=1000000000000' })
    expect(page.statusCode).toBe(400)
    expect(page.json()).toHaveProperty('Page')
  })

  it('refuses dates out of range in the feed filter', async () => {
    for (const from of ['0000-01-01', '0000-01-01T00:00:00Z', '9999-12-31T00:00:00Z']) {
      const answer = await context.app.inject({ method: 'GET', url: `/api/event/feed?From=${from}` })
      expect(answer.statusCode, from).toBe(400)
      expect(answer.json(), from).toHaveProperty('From')
    }
  })

  it('answers a malformed ID in a query with a field error and in a path with 404', async () => {
    const { owner } = await organizerWithEvent(context.app)
    const query = await send(context.app, owner, 'GET', '/event?AccountID=abc')
    expect(query.statusCode).toBe(400)
    expect(query.json()).toEqual({ AccountID: 'The value is not a valid ID' })
    const path = await send(context.app, owner, 'GET', '/event/abc')
    expect(path.statusCode).toBe(404)
    expect(path.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('refuses to delete an event that has purchases waiting or expired, saying why', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await send(context.app, owner, 'POST', '/ticket', ticketPayload(event.id))
    const seat = { ticketId: (ticket.json() as { ID: string }).ID }
    await insertPurchase(context.database.db, event.id, owner.user.ID, [seat])
    await insertPurchase(context.database.db, event.id, owner.user.ID, [seat], {
      status: 'expired',
      expiresAt: new Date(Date.now() - 60_000),
    })
    const answer = await send(context.app, owner, 'DELETE', `/event/${event.id}`)
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toMatchObject({
      code: 'EVENT_HAS_PURCHASES',
      message: expect.stringContaining('2 '),
    })
  })

  it('answers Fastify’s own refusals in the error format, with a code', async () => {
    const long = await context.app.inject({ method: 'GET', url: `/api/event/${'a'.repeat(5000)}` })
    expect([404, 414]).toContain(long.statusCode)
    expect(long.json()).toHaveProperty('code')
    const json = await context.app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      headers: { 'content-type': 'application/json' },
      payload: '{"EventID":',
    })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toMatchObject({ code: 'INVALID_JSON' })
    const type = await context.app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    })
    expect(type.statusCode).toBe(415)
    expect(type.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
    const big = await context.app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })
})
