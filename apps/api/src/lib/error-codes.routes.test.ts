import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import { organizerWithEvent, send, ticketPayload } from '../testing/catalog-fixtures.ts'
import { eventOnSale } from '../testing/checkout-fixtures.ts'
import { useTestApp } from '../testing/test-app.ts'

const context = useTestApp()
const order = (eventId: string, ticketId: string, Quantity: number, Phone: string) => ({
  EventID: eventId,
  Tickets: [{ TicketID: ticketId, Quantity }],
  PaymentMethod: 'free',
  Buyer: { FirstName: 'Karim', Phone },
})
const buy = (payload: object) => context.app.inject({ method: 'POST', url: '/api/purchase', payload })

describe('error bodies carry a code per text, with its parameters', () => {
  it('tells "Only N left" from "Sold out" by code, naming the count and the ticket', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, {
      price: 0,
      capacity: 3,
      limitPerUser: 10,
    })
    const tooMany = await buy(order(event.id, ticket.id, 4, '01722200001'))
    expect(tooMany.statusCode).toBe(409)
    const name = `${ticket.section} ${ticket.category}`
    expect(tooMany.json()).toEqual({
      code: 'ONLY_LEFT',
      message: `Only 3 left of ${name}`,
      params: { left: 3, ticket: name },
    })
    expect((await buy(order(event.id, ticket.id, 3, '01722200002'))).statusCode).toBe(200)
    const late = await buy(order(event.id, ticket.id, 1, '01722200003'))
    expect(late.json()).toEqual({ code: 'SOLD_OUT', message: ERROR_TEXTS.SOLD_OUT })
  })

  it('gives each field error its code and parameters under $codes, beside docs/product.md §7’s field messages', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const response = await send(
      context.app,
      owner,
      'POST',
      '/ticket',
      ticketPayload(event.id, { Price: 3e7, Section: '' }),
    )
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.Price).toMatch(/^The maximum value allowed is \d+$/)
    const max = Number(body.Price.replace(/\D/g, ''))
    expect(body).toEqual({
      Price: body.Price,
      Section: 'Value is required',
      $codes: {
        Price: { code: 'MAX_VALUE', params: { max } },
        Section: { code: 'REQUIRED' },
      },
    })
  })

  it('codes a field error a service refuses', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await send(context.app, owner, 'POST', '/ticket', ticketPayload(event.id, { Capacity: 5 }))
    const lower = await send(context.app, owner, 'PATCH', `/ticket/${ticket.json().ID}`, { Capacity: 4 })
    expect(lower.json()).toEqual({
      Capacity: ERROR_TEXTS.CAPACITY_DECREASED,
      $codes: { Capacity: { code: 'CAPACITY_DECREASED' } },
    })
  })
})
