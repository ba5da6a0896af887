import { describe, expect, it } from 'vitest'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization, type Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }

// An event with one of everything, made by its owner, and every organizer-only call on them.
async function eventWithCatalog() {
  const made = await organizerWithEvent(context.app, { account: { EnableCollectibles: true } })
  const { owner, event } = made
  const ticket = await createTicket(context.app, owner, event.id)
  const post = async (url: string, payload: object) =>
    ((await send(context.app, owner, 'POST', url, payload)).json() as { ID: string }).ID
  const bundleId = await post('/bundle', {
    EventID: event.id,
    Name: 'Pair',
    Price: 900,
    Tickets: [{ TicketID: ticket.ID, Quantity: 2 }],
  })
  const discountId = await post('/discount', {
    EventID: event.id,
    DiscountType: 'amount',
    Amount: 50,
    MaxUses: 5,
  })
  const collectibleId = await post('/collectible', { EventID: event.id, Name: 'Cap' })
  const calls: Call[] = [
    {
      method: 'POST',
      url: '/ticket',
      payload: { EventId: event.id, Section: 'A', Category: 'B', Price: 1, Capacity: 1 },
    },
    { method: 'PATCH', url: `/ticket/${ticket.ID}`, payload: { Capacity: 500 } },
    {
      method: 'POST',
      url: '/bundle',
      payload: { EventID: event.id, Name: 'X', Price: 1, Tickets: [{ TicketID: ticket.ID, Quantity: 1 }] },
    },
    { method: 'PATCH', url: `/bundle/${bundleId}`, payload: { Note: 'Taken over' } },
    { method: 'DELETE', url: `/bundle/${bundleId}` },
    {
      method: 'POST',
      url: '/discount',
      payload: { EventID: event.id, DiscountType: 'amount', Amount: 1, MaxUses: 1 },
    },
    { method: 'PATCH', url: `/discount/${discountId}`, payload: { MaxUses: 500 } },
    { method: 'GET', url: `/discount?eventId=${event.id}` },
    { method: 'DELETE', url: `/discount/${discountId}` },
    { method: 'POST', url: '/collectible', payload: { EventID: event.id, Name: 'Mug' } },
    { method: 'GET', url: `/collectible?eventId=${event.id}` },
    { method: 'DELETE', url: `/collectible/${collectibleId}` },
    // Last: deleting the ticket takes its bundle with it.
    { method: 'DELETE', url: `/ticket/${ticket.ID}` },
  ]
  return { ...made, ticket, calls }
}

const call = (request: Call, person?: Person) =>
  send(context.app, person, request.method, request.url, request.payload)

describe('every organizer call of the catalog', () => {
  it('refuses a member of another organization (403) and anonymous callers (401)', async () => {
    const { owner, event, calls } = await eventWithCatalog()
    const outsider = await signedInUser(context.app)
    await createOrganization(context.app, outsider)
    for (const request of calls) {
      expect((await call(request, outsider)).statusCode, `${request.method} ${request.url} as outsider`).toBe(
        403,
      )
      expect((await call(request)).statusCode, `${request.method} ${request.url} anonymously`).toBe(401)
    }
    const tickets = await send(context.app, owner, 'GET', `/ticket?eventId=${event.id}`)
    expect(tickets.json()).toMatchObject([{ Capacity: 100 }])
  })

  it('lets a collaborator look but not change', async () => {
    const { owner, account, event, ticket, calls } = await eventWithCatalog()
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    for (const request of calls) {
      const expected = request.method === 'GET' ? 200 : 403
      expect((await call(request, collaborator)).statusCode, `${request.method} ${request.url}`).toBe(
        expected,
      )
    }
    const tickets = await send(context.app, collaborator, 'GET', `/ticket?eventId=${event.id}`)
    expect(tickets.json()).toMatchObject([{ ID: ticket.ID, URL: null }])
  })

  it('lets an organizer do everything', async () => {
    const { owner, account, calls } = await eventWithCatalog()
    const organizer = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, organizer, 'organizer')
    for (const request of calls) {
      expect((await call(request, organizer)).statusCode, `${request.method} ${request.url}`).toBeLessThan(
        300,
      )
    }
  })
})
