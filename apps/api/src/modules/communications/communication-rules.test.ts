import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, communicationRecipients, events, outbox } from '../../db/schema.ts'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import {
  eventWithBuyers as buyersFixture,
  email,
  verifyOrganization,
} from '../../testing/communication-fixtures.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
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
    expect(sixth.json()).toMatchObject({ code: 'COMMUNICATION_CAP', message: ERROR_TEXTS.COMMUNICATION_CAP })
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
    expect(refused.json()).toMatchObject({ Body: ERROR_TEXTS.LINKS_NEED_VERIFICATION })
    const www = await send(
      context.app,
      owner,
      'POST',
      '/communication/preview',
      email(event.id, { Body: 'see www.example.com' }),
    )
    expect(www.json()).toMatchObject({ Body: ERROR_TEXTS.LINKS_NEED_VERIFICATION })
    // The ticket link placeholder is the platform's own link: always allowed.
    const placeholder = await send(context.app, owner, 'POST', '/communication/preview', email(event.id))
    expect(placeholder.statusCode).toBe(200)

    await verifyOrganization(db(), account.ID)
    expect((await send(context.app, owner, 'POST', '/communication', withLink)).statusCode).toBe(200)
  })
})

describe('links an unverified organization cannot send', () => {
  const preview = (owner: Parameters<typeof send>[1], payload: Record<string, unknown>) =>
    send(context.app, owner, 'POST', '/communication/preview', payload)

  it('refuses bare domains however they are written, and allows words with a dot', async () => {
    const { owner, event } = await eventWithBuyers()
    for (const Body of [
      'Refunds: bkash-refund.example/login',
      'Refunds at BKASH-REFUND.COM',
      'bit.ly/abc',
      'evil\u3002com',
      'https:/\\evil.example',
    ]) {
      const refused = await preview(owner, email(event.id, { Body }))
      expect(refused.statusCode, Body).toBe(400)
      expect(refused.json(), Body).toMatchObject({ Body: ERROR_TEXTS.LINKS_NEED_VERIFICATION })
    }
    const words = await preview(
      owner,
      email(event.id, { Body: 'Mr.Rahman plays 3.5 hours. Ask help@hall.com' }),
    )
    expect(words.statusCode).toBe(200)
  })

  it('checks the message after its placeholders are filled: a link in the event title is refused', async () => {
    const { owner, account, event } = await eventWithBuyers()
    await db()
      .update(events)
      .set({ title: 'Refunds at bkash-refund.com/login' })
      .where(eq(events.id, event.id))
    const inBody = email(event.id, { Subject: 'Tonight', Body: 'Hello, {EventTitle} starts at 6' })
    expect((await preview(owner, inBody)).json()).toMatchObject({ Body: ERROR_TEXTS.LINKS_NEED_VERIFICATION })
    const inSubject = email(event.id, { Subject: 'Doors open at {EventTitle}', Body: 'Hello' })
    expect((await send(context.app, owner, 'POST', '/communication', inSubject)).json()).toMatchObject({
      Subject: ERROR_TEXTS.LINKS_NEED_VERIFICATION,
    })
    const sms = { EventID: event.id, Channel: 'sms', Body: '{EventTitle} tonight' }
    const refused = await send(context.app, owner, 'POST', '/communication', sms)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ Body: ERROR_TEXTS.LINKS_NEED_VERIFICATION })
    expect(
      (await send(context.app, owner, 'POST', '/communication', { ...sms, TestOnly: true })).statusCode,
    ).toBe(400)

    await verifyOrganization(db(), account.ID)
    expect((await send(context.app, owner, 'POST', '/communication', inBody)).statusCode).toBe(200)
  })

  it('never makes the event title or the organization name a link in the mail or its footer', async () => {
    const { owner, account, event, tag } = await eventWithBuyers()
    await db().update(accounts).set({ name: 'bkash-refund.com' }).where(eq(accounts.id, account.ID))
    const queued = await send(
      context.app,
      owner,
      'POST',
      '/communication',
      email(event.id, { Subject: 'Tonight' }),
    )
    expect(queued.statusCode).toBe(200)
    // Renamed once the message was queued: it cannot be refused any more, so it is written unclickable.
    await db().update(events).set({ title: 'Refunds: https://evil.example/x' }).where(eq(events.id, event.id))
    await db()
      .update(communicationRecipients)
      .set({ firstName: 'Rina {EventTitle}' })
      .where(eq(communicationRecipients.communicationId, queued.json().ID))
    await deliverMessages(context.app)
    const mails = (await db().select().from(outbox).where(eq(outbox.subject, 'Tonight'))).filter((mail) =>
      mail.to.endsWith(`${tag}@example.com`),
    )
    expect(mails.length).toBe(3)
    for (const mail of mails) {
      for (const part of [mail.body, mail.html ?? '']) {
        expect(part).toContain('bkash-refund\u200D.\u200Dcom')
        expect(part).not.toMatch(/bkash-refund\.com|evil\.example|https?:\/\/evil/)
      }
      // The only links are the platform's own: the tickets and the unsubscribe link.
      const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1])
      expect(hrefs.length).toBe(2)
      for (const href of hrefs) expect(href).toMatch(/^http:\/\/[^/]*localhost[^/]*\//)
    }
  })

  it('does not send a text message whose event title became a link after it was queued', async () => {
    const { owner, event } = await eventWithBuyers()
    const sms = { EventID: event.id, Channel: 'sms', Body: 'See you at {EventTitle}' }
    const queued = await send(context.app, owner, 'POST', '/communication', sms)
    expect(queued.statusCode).toBe(200)
    await db().update(events).set({ title: 'bkash-refund.com/login' }).where(eq(events.id, event.id))
    await deliverMessages(context.app)
    const detail = (await send(context.app, owner, 'GET', `/communication/${queued.json().ID}`)).json()
    expect(detail).toMatchObject({ Sent: 0, Failed: 2 })
    expect(detail.FailedRecipients[0]).toMatchObject({ Error: ERROR_TEXTS.LINKS_NEED_VERIFICATION })
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
