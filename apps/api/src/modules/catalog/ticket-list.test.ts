import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets } from '../../db/schema.ts'
import { createTicket, insertPurchase, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { seatedSale } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

describe('the ticket list', () => {
  it('says which tickets are seats on a plan, so pages ask for the plan only when there is one', async () => {
    const sale = await seatedSale(context.app, { rows: 3, perRow: 3 })
    const general = await createTicket(context.app, sale.owner, sale.event.id)
    const listed = (await send(context.app, undefined, 'GET', `/ticket?eventId=${sale.event.id}`)).json() as {
      ID: string
      Seated: boolean
    }[]
    const seated = Object.fromEntries(listed.map((ticket) => [ticket.ID, ticket.Seated]))
    expect(seated).toEqual({ [sale.front.id]: true, [sale.back.id]: true, [general.ID]: false })
  })

  it('is public for a published event, without the joining URL', async () => {
    const { owner, event } = await organizerWithEvent(context.app, { event: { online: true } })
    await createTicket(context.app, owner, event.id, { URL: 'https://meet.example.com/secret' })
    const anonymous = await send(context.app, undefined, 'GET', `/ticket?eventId=${event.id}`)
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json()).toHaveLength(1)
    expect(anonymous.json()[0]).not.toHaveProperty('URL')
    expect(anonymous.body).not.toContain('secret')
    const organizer = await send(context.app, owner, 'GET', `/ticket?eventId=${event.id}`)
    expect(organizer.json()[0].URL).toBe('https://meet.example.com/secret')
  })

  it('hides an unpublished or hidden event from everyone but its organizers, collaborators included', async () => {
    for (const unlisted of [{ publishedAt: null }, { hiddenAt: new Date() }]) {
      const { owner, account, event } = await organizerWithEvent(context.app, { event: unlisted })
      await createTicket(context.app, owner, event.id)
      const outsider = await signedInUser(context.app)
      const collaborator = await signedInUser(context.app)
      await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
      expect((await send(context.app, undefined, 'GET', `/ticket?eventId=${event.id}`)).statusCode).toBe(404)
      expect((await send(context.app, outsider, 'GET', `/ticket?eventId=${event.id}`)).statusCode).toBe(404)
      const seen = await send(context.app, collaborator, 'GET', `/ticket?eventId=${event.id}`)
      expect(seen.json()).toHaveLength(1)
    }
  })

  it('counts seats left as capacity less sold less live holds', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id, { Capacity: 5 })
    await context.database.db.update(tickets).set({ sold: 2 }).where(eq(tickets.id, ticket.ID))
    const db = context.database.db
    await insertPurchase(db, event.id, owner.user.ID, [{ ticketId: ticket.ID }, { ticketId: ticket.ID }])
    await insertPurchase(db, event.id, owner.user.ID, [{ ticketId: ticket.ID }], {
      expiresAt: new Date(Date.now() - 1000),
    })
    const list = await send(context.app, undefined, 'GET', `/ticket?eventId=${event.id}`)
    expect(list.json()[0]).toMatchObject({ Capacity: 5, Sold: 2, Available: 1 })
    await context.database.db.update(tickets).set({ sold: 5 }).where(eq(tickets.id, ticket.ID))
    const soldOut = await send(context.app, undefined, 'GET', `/ticket?eventId=${event.id}`)
    expect(soldOut.json()[0]).toMatchObject({ Sold: 5, Available: 0, CartsFreeAt: null })
  })

  it('says when the first cart holding the last seats lets go ("try again in N minutes")', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const ticket = await createTicket(context.app, owner, event.id, { Capacity: 2 })
    const db = context.database.db
    const soon = new Date(Date.now() + 4 * 60 * 1000)
    await insertPurchase(db, event.id, owner.user.ID, [{ ticketId: ticket.ID }], { expiresAt: soon })
    const open = await send(context.app, undefined, 'GET', `/ticket?eventId=${event.id}`)
    expect(open.json()[0]).toMatchObject({ Available: 1, CartsFreeAt: null })
    await insertPurchase(db, event.id, owner.user.ID, [{ ticketId: ticket.ID }])
    const inCarts = await send(context.app, undefined, 'GET', `/ticket?eventId=${event.id}`)
    expect(inCarts.json()[0]).toMatchObject({ Available: 0, CartsFreeAt: soon.toISOString() })
  })

  it('asks for the event', async () => {
    const response = await send(context.app, undefined, 'GET', '/ticket')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ eventId: 'Value is required' })
  })
})
