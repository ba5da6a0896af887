import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { organizerWithEvent, send } from '../testing/catalog-fixtures.ts'
import { eventOnSale, guestTakesFreeSeat } from '../testing/checkout-fixtures.ts'
import { eventFields } from '../testing/event-fixtures.ts'
import { signedInUser } from '../testing/identity-fixtures.ts'
import { addToTeam } from '../testing/organization-fixtures.ts'
import { useTestApp } from '../testing/test-app.ts'

// Who may ask is settled before what is asked: identity and permission come before validation and lookups.
const context = useTestApp()

type Operation = { security?: unknown[] }
type Document = { paths: Record<string, Record<string, Operation>> }

describe('anonymous callers of signed-in calls', () => {
  it('get 401 for every such call, whatever the ID and however wrong the payload', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json() as Document
    const signedInCalls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        // Public calls list `{}` (anonymous) among their security options.
        .filter(([, operation]) =>
          operation.security?.every((option) => Object.keys(option as object).length > 0),
        )
        .map(([method, _]) => ({ method: method.toUpperCase(), path })),
    )
    expect(signedInCalls.length).toBeGreaterThan(40)
    for (const { method, path } of signedInCalls) {
      const url = `/api${path.replace(/\{[^}]+\}/g, () => randomUUID())}`
      const answer = await context.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { Nonsense: '\u0000', Quantity: -1 } }),
      })
      expect(answer.statusCode, `${method} ${path}`).toBe(401)
      // Looking and doing read differently (product §8), so each has its code.
      const code = method === 'GET' ? 'UNAUTHORIZED_TO_SEE' : 'UNAUTHORIZED'
      expect(answer.json(), `${method} ${path}`).toMatchObject({ code })
    }
  })

  it('get the same 401 for an event that exists and one that does not', async () => {
    const { event } = await organizerWithEvent(context.app)
    for (const id of [event.id, randomUUID()]) {
      const answer = await context.app.inject({ method: 'DELETE', url: `/api/event/${id}` })
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toEqual({ code: 'UNAUTHORIZED', message: 'You are not authorized to do this' })
    }
  })
})

describe('the owner of an organization', () => {
  it('keeps every permission whatever an organizer with role_manage sets', async () => {
    const { owner, account, event } = await organizerWithEvent(context.app, {
      account: { HasCustomRoles: true },
    })
    const deputy = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, deputy, 'organizer')
    const grant = await send(context.app, owner, 'PUT', `/account/permission/${account.ID}`, {
      Permission: 'role_manage',
      Roles: ['owner', 'organizer'],
    })
    expect(grant.statusCode).toBe(204)
    // The deputy tries to keep event editing and role management to organizers only.
    for (const Permission of ['event_edit', 'role_manage']) {
      const lockOut = await send(context.app, deputy, 'PUT', `/account/permission/${account.ID}`, {
        Permission,
        Roles: ['organizer'],
      })
      expect(lockOut.statusCode).toBe(204)
    }
    const edit = await send(
      context.app,
      owner,
      'PUT',
      `/event/${event.id}`,
      eventFields({ Title: 'Still mine' }),
    )
    expect(edit.statusCode).toBe(200)
    const roles = await send(context.app, owner, 'PUT', `/account/permission/${account.ID}`, {
      Permission: 'event_edit',
      Roles: [],
    })
    expect(roles.statusCode).toBe(204)
  })

  it('alone switches custom roles off or on', async () => {
    const { owner, account } = await organizerWithEvent(context.app, { account: { HasCustomRoles: true } })
    const deputy = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, deputy, 'organizer')
    const switchOff = { Name: account.Name, HasCustomRoles: false }
    const byDeputy = await send(context.app, deputy, 'PUT', `/account/${account.ID}`, switchOff)
    expect(byDeputy.statusCode).toBe(403)
    expect(byDeputy.json()).toMatchObject({ code: 'OWNER_ONLY' })
    const keepsIt = await send(context.app, deputy, 'PUT', `/account/${account.ID}`, {
      Name: 'Renamed by the deputy',
      HasCustomRoles: true,
    })
    expect(keepsIt.statusCode).toBe(200)
    expect((await send(context.app, owner, 'PUT', `/account/${account.ID}`, switchOff)).statusCode).toBe(200)
  })
})

describe('a guest buyer', () => {
  it('may see their purchase but gets no upload signature and cannot start an organization', async () => {
    const { authToken, user, ID } = await guestTakesFreeSeat(context.app, { Phone: '01812345678' })
    const headers = { authorization: authToken, 'x-username': encodeURIComponent(user.Username) }
    expect((await context.app.inject({ url: `/api/purchase/${ID}`, headers })).statusCode).toBe(200)
    const signature = await context.app.inject({ url: '/api/media/signature?folder=events', headers })
    expect(signature.statusCode).toBe(403)
    expect(signature.json()).toMatchObject({ code: 'GUEST_NOT_ALLOWED' })
    const organization = await context.app.inject({
      method: 'POST',
      url: '/api/account',
      headers,
      payload: { Name: 'Guest Productions' },
    })
    expect(organization.statusCode).toBe(403)
  })
})

describe('quotes', () => {
  it('do not reveal an unpublished event to strangers', async () => {
    const { owner, event } = await organizerWithEvent(context.app, { event: { publishedAt: null } })
    const { ticket } = await eventOnSale(context.database.db)
    const payload = { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 1 }] }
    const stranger = await context.app.inject({ method: 'POST', url: '/api/purchase/quote', payload })
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      payload: { ...payload, EventID: randomUUID() },
    })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toEqual(unknown.json())
    const organizer = await send(context.app, owner, 'POST', '/purchase/quote', payload)
    expect(organizer.statusCode).not.toBe(404)
  })
})
