import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets } from '../../db/schema.ts'
import { createTicket, insertEvent, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

describe('bundles', () => {
  it('are made of the event’s tickets and sell as many as the scarcest ticket allows', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const gallery = await createTicket(context.app, owner, event.id, { Capacity: 10 })
    const front = await createTicket(context.app, owner, event.id, { Section: 'Front', Capacity: 9 })
    await context.database.db.update(tickets).set({ sold: 2 }).where(eq(tickets.id, front.ID))
    const response = await send(context.app, owner, 'POST', '/bundle', {
      EventID: event.id,
      Name: 'Family pack',
      Price: 1800.25,
      Note: 'Two gallery and one front seat',
      Tickets: [
        { TicketID: gallery.ID, Quantity: 2 },
        { TicketID: front.ID, Quantity: 3 },
      ],
    })
    expect(response.statusCode).toBe(200)
    // Gallery allows 10 / 2 = 5; front allows (9 - 2) / 3 = 2.
    expect(response.json()).toMatchObject({ Name: 'Family pack', Price: 1800.25, Available: 2 })
    const list = await send(context.app, undefined, 'GET', `/bundle?eventId=${event.id}`)
    expect(list.json()).toEqual([response.json()])
  })

  it('check every field with the the product’s texts', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id)
    const post = (fields: Record<string, unknown>) =>
      send(context.app, owner, 'POST', '/bundle', {
        EventID: event.id,
        Name: 'Pair',
        Price: 900,
        Tickets: [{ TicketID: ticket.ID, Quantity: 2 }],
        ...fields,
      }).then((r) => r.json())
    expect(await post({ Name: ' ', Price: '' })).toMatchObject({
      Name: 'Value is required',
      Price: 'Value is required',
    })
    expect(await post({ Price: -5 })).toEqual({ Price: 'The minimum value allowed is 0' })
    expect(await post({ Tickets: [] })).toEqual({ Tickets: ERROR_TEXTS.CHOOSE_A_TICKET })
    expect(await post({ Tickets: undefined })).toEqual({ Tickets: ERROR_TEXTS.CHOOSE_A_TICKET })
    expect(await post({ Tickets: [{ TicketID: ticket.ID, Quantity: 0 }] })).toEqual({
      'Tickets.0.Quantity': 'The minimum value allowed is 1',
    })
    expect(await post({ Note: 'x'.repeat(251) })).toEqual({ Note: 'The maximum length allowed is 250' })
    expect(
      await post({
        Tickets: [
          { TicketID: ticket.ID, Quantity: 1 },
          { TicketID: ticket.ID, Quantity: 1 },
        ],
      }),
    ).toEqual({ Tickets: ERROR_TEXTS.TICKET_CHOSEN_TWICE })
  })

  it('refuse tickets of another event', async () => {
    const { owner, account, event } = await organizerWithEvent(context.app)
    const other = await insertEvent(context.database.db, account.ID)
    const foreign = await createTicket(context.app, owner, other.id)
    const response = await send(context.app, owner, 'POST', '/bundle', {
      EventID: event.id,
      Name: 'Pair',
      Price: 900,
      Tickets: [{ TicketID: foreign.ID, Quantity: 2 }],
    })
    expect(response.json()).toEqual({ Tickets: ERROR_TEXTS.TICKET_NOT_OF_EVENT })
  })

  it('change only their Note', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id)
    const created = await send(context.app, owner, 'POST', '/bundle', {
      EventID: event.id,
      Name: 'Pair',
      Price: 900,
      Tickets: [{ TicketID: ticket.ID, Quantity: 2 }],
    })
    const updated = await send(context.app, owner, 'PATCH', `/bundle/${created.json().ID}`, {
      Note: 'Sit together',
      Name: 'Renamed',
      Price: 1,
      Tickets: [],
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toEqual({ ...created.json(), Note: 'Sit together' })
  })

  it('of an unpublished event are hidden from the public', async () => {
    const { owner, event } = await organizerWithEvent(context.app, { event: { publishedAt: null } })
    expect((await send(context.app, undefined, 'GET', `/bundle?eventId=${event.id}`)).statusCode).toBe(404)
    expect((await send(context.app, owner, 'GET', `/bundle?eventId=${event.id}`)).json()).toEqual([])
  })
})
