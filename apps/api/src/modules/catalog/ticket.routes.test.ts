import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets } from '../../db/schema.ts'
import { createTicket, organizerWithEvent, send, ticketPayload } from '../../testing/catalog-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

describe('creating a ticket', () => {
  it('answers the ticket in taka with nothing sold and every seat available', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const response = await send(
      context.app,
      owner,
      'POST',
      '/ticket',
      ticketPayload(event.id, { Price: 499.5, Sold: 0 }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      Price: 499.5,
      Capacity: 100,
      Sold: 0,
      Available: 100,
      Collectibles: [],
    })
    const [row] = await context.database.db.select().from(tickets).where(eq(tickets.id, response.json().ID))
    expect(row?.price).toBe(49950)
  })

  it('checks every field with the the product’s texts', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const post = (fields: Record<string, unknown>) =>
      send(context.app, owner, 'POST', '/ticket', ticketPayload(event.id, fields)).then((r) => r.json())
    expect(await post({ Section: ' ', Category: '', Price: null, Capacity: '' })).toMatchObject({
      Section: 'Value is required',
      Category: 'Value is required',
      Price: 'Value is required',
      Capacity: 'Value is required',
    })
    expect(await post({ Price: -1 })).toEqual({ Price: 'The minimum value allowed is 0' })
    expect(await post({ Capacity: 0 })).toEqual({ Capacity: 'The minimum value allowed is 1' })
    expect(await post({ Capacity: 2.5 })).toEqual({ Capacity: 'Value is not an integer' })
    expect(await post({ LimitPerUser: 0 })).toEqual({ LimitPerUser: 'The minimum value allowed is 1' })
    expect(await post({ LimitPerUser: 1.5 })).toEqual({ LimitPerUser: 'Value is not an integer' })
    expect(await post({ URL: 'not a link' })).toEqual({ URL: 'The value is not a valid URL address' })
    expect(await post({ Note: 'x'.repeat(251) })).toEqual({ Note: 'The maximum length allowed is 250' })
    expect(await post({ Price: 0, LimitPerUser: 4, Note: 'x'.repeat(250) })).toMatchObject({
      Price: 0,
      LimitPerUser: 4,
    })
  })
})

describe('changing a ticket', () => {
  it('changes Capacity, LimitPerUser, URL and Note and ignores Section, Category and Price', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id)
    const response = await send(context.app, owner, 'PATCH', `/ticket/${ticket.ID}`, {
      Capacity: 150,
      LimitPerUser: 4,
      URL: 'https://meet.example.com/jazz',
      Note: 'Doors at 6',
      Section: 'VIP',
      Category: 'Premium',
      Price: 1,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      Section: 'Gallery',
      Category: 'Regular',
      Price: 500,
      Capacity: 150,
      LimitPerUser: 4,
      URL: 'https://meet.example.com/jazz',
      Note: 'Doors at 6',
    })
    const [row] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticket.ID))
    expect(row).toMatchObject({ price: 50000, section: 'Gallery', category: 'Regular' })
  })

  it('never lowers Capacity, so never below what is sold', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id, { Capacity: 10 })
    await context.database.db.update(tickets).set({ sold: 7 }).where(eq(tickets.id, ticket.ID))
    const lower = await send(context.app, owner, 'PATCH', `/ticket/${ticket.ID}`, { Capacity: 9 })
    expect(lower.statusCode).toBe(400)
    expect(lower.json()).toEqual({ Capacity: ERROR_TEXTS.CAPACITY_DECREASED })
    const same = await send(context.app, owner, 'PATCH', `/ticket/${ticket.ID}`, { Capacity: 10 })
    expect(same.json()).toMatchObject({ Capacity: 10, Sold: 7, Available: 3 })
  })
})
