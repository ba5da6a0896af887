import { COMMUNICATION_CAP, LINKS_NEED_VERIFICATION } from '@mela/shared/communication'
import { describe, expect, it } from 'vitest'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import {
  eventWithBuyers as buyersFixture,
  email,
  verifyOrganization,
} from '../../testing/communication-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const db = () => context.app.database.db
const eventWithBuyers = () => buyersFixture(context.app)

describe('anti-spam', () => {
  it('lets an organization send five messages a day, then answers 429', async () => {
    const { owner, event } = await eventWithBuyers()
    for (let i = 0; i < 5; i++)
      expect((await send(context.app, owner, 'POST', '/communication', email(event.id))).statusCode).toBe(200)
    const sixth = await send(context.app, owner, 'POST', '/communication', email(event.id))
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toMatchObject({ code: 'COMMUNICATION_CAP', message: COMMUNICATION_CAP })
    // Tests to oneself are not counted.
    const test = await send(context.app, owner, 'POST', '/communication', {
      ...email(event.id),
      TestOnly: true,
    })
    expect(test.json().code).not.toBe('COMMUNICATION_CAP')
  })

  it('allows links only for verified organizations', async () => {
    const { owner, account, event } = await eventWithBuyers()
    const withLink = email(event.id, { Body: 'Parking map: https://example.com/map' })
    const refused = await send(context.app, owner, 'POST', '/communication', withLink)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ Body: LINKS_NEED_VERIFICATION })
    const www = await send(
      context.app,
      owner,
      'POST',
      '/communication/preview',
      email(event.id, { Body: 'see www.example.com' }),
    )
    expect(www.json()).toMatchObject({ Body: LINKS_NEED_VERIFICATION })
    // The ticket link placeholder is the platform's own link: always allowed.
    const placeholder = await send(context.app, owner, 'POST', '/communication/preview', email(event.id))
    expect(placeholder.statusCode).toBe(200)

    await verifyOrganization(db(), account.ID)
    expect((await send(context.app, owner, 'POST', '/communication', withLink)).statusCode).toBe(200)
  })
})

describe('who may send', () => {
  it('refuses collaborators by default, other organizations and anonymous callers', async () => {
    const app = context.app
    const { owner, account, event } = await eventWithBuyers()
    const collaborator = await signedInUser(app)
    await addToTeam(app, owner, account.ID, collaborator, 'collaborator')
    const organizer = await signedInUser(app)
    await addToTeam(app, owner, account.ID, organizer, 'organizer')
    const stranger = (await organizerWithEvent(app)).owner
    const queued = (await send(app, owner, 'POST', '/communication', email(event.id))).json()

    for (const [person, status] of [
      [collaborator, 403],
      [stranger, 403],
      [undefined, 401],
    ] as const) {
      expect((await send(app, person, 'POST', '/communication', email(event.id))).statusCode).toBe(status)
      expect((await send(app, person, 'POST', '/communication/preview', email(event.id))).statusCode).toBe(
        status,
      )
      expect((await send(app, person, 'GET', `/communication?EventID=${event.id}`)).statusCode).toBe(status)
      expect((await send(app, person, 'GET', `/communication?AccountID=${account.ID}`)).statusCode).toBe(
        status,
      )
      expect((await send(app, person, 'GET', `/communication/${queued.ID}`)).statusCode).toBe(status)
    }
    expect((await send(app, stranger, 'GET', '/communication')).json().Items).toEqual([])
    expect((await send(app, organizer, 'POST', '/communication/preview', email(event.id))).statusCode).toBe(
      200,
    )
    expect((await send(app, organizer, 'GET', `/communication/${queued.ID}`)).statusCode).toBe(200)
  })
})

describe('bad input', () => {
  it('answers 400, never 500, to NUL characters, huge or wrong values', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    const other = await organizerWithEvent(context.app)
    const otherTicket = await createTicket(context.app, other.owner, other.event.id)
    const cases: [Record<string, unknown>, string][] = [
      [email(event.id, { Body: 'Hello\u0000there' }), 'Body'],
      [email(event.id, { Body: 'x'.repeat(20_000) }), 'Body'],
      [email(event.id, { Subject: 'y'.repeat(500) }), 'Subject'],
      [email(event.id, { Subject: '' }), 'Subject'],
      [email(event.id, { Channel: 'fax' }), 'Channel'],
      [email(event.id, { TicketIDs: ['not-an-id'] }), 'TicketIDs.0'],
      [email(event.id, { TicketIDs: [otherTicket.ID] }), 'TicketIDs'],
      [email(event.id, { TicketIDs: 'x' }), 'TicketIDs'],
      [email(event.id, { Statuses: ['refunded'] }), 'Statuses.0'],
      [{ EventID: event.id, Channel: 'sms', Body: 'z'.repeat(700) }, 'Body'],
      [email('nope'), 'EventID'],
    ]
    for (const [payload, field] of cases) {
      const answer = await send(context.app, owner, 'POST', '/communication', payload)
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(Object.keys(answer.json())).toContain(field)
    }
    void gallery
    for (const url of [
      '/communication?Page=99999999999999999999',
      '/communication?PageSize=1000',
      '/communication?EventID=nope',
    ])
      expect((await send(context.app, owner, 'GET', url)).statusCode).toBe(400)
    expect((await send(context.app, owner, 'GET', '/communication/nope')).statusCode).toBe(404)
    const huge = await send(
      context.app,
      owner,
      'POST',
      '/communication',
      email(event.id, { Body: 'x'.repeat(2_000_000) }),
    )
    expect(huge.statusCode).toBe(413)
    expect((await context.app.inject({ url: '/communication/unsubscribe?token=%00' })).statusCode).toBe(400)
    expect((await context.app.inject({ url: '/communication/unsubscribe' })).statusCode).toBe(400)
  })
})
