import { QUEUE_OFF_SETTINGS } from '@mela/shared/queue'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets, users, waitlistEntries } from '../../db/schema.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

const context = useTestApp()
const HOUR = 60 * 60 * 1000

type Headers = Record<string, string>
const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown, headers?: Headers) =>
  context.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(headers ? { headers } : {}),
  })

let phones = 0
const phone = () => `0181${String(3_000_000 + phones++ * 11 + Math.floor(Math.random() * 900_000)).slice(-7)}`

/** A free ticket of one seat, already taken: its waiting list is open. */
async function soldOut() {
  const made = await sellingOrganization(context.app, 0)
  const db = context.app.database.db
  await db.update(tickets).set({ capacity: 1 }).where(eq(tickets.id, made.ticket.id))
  const buyer = await signedInUser(context.app)
  const bought = await call(
    'POST',
    '/purchase',
    { EventID: made.event.id, Tickets: [{ TicketID: made.ticket.id, Quantity: 1 }], PaymentMethod: 'free' },
    buyer.headers,
  )
  expect(bought.statusCode).toBe(200)
  return made
}

const statusOf = async (id: string) =>
  (await context.app.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]?.status

describe('leaving a waiting list', () => {
  it('lets the signed-in person who joined leave, and nobody else: not a stranger, not the event team', async () => {
    const { ticket, account, owner } = await soldOut()
    const waiting = await signedInUser(context.app)
    const joined = await call(
      'POST',
      '/waitlist',
      { TicketID: ticket.id, FirstName: 'Mita', Phone: phone() },
      waiting.headers,
    )
    expect(joined.statusCode).toBe(200)
    const { ID } = joined.json() as { ID: string }

    const stranger = await signedInUser(context.app)
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    for (const other of [stranger, collaborator, owner])
      expect((await call('DELETE', `/waitlist/${ID}`, undefined, other.headers)).statusCode).toBe(404)
    expect((await call('DELETE', `/waitlist/${ID}`)).statusCode).toBe(404)
    expect(await statusOf(ID)).toBe('waiting')

    expect((await call('DELETE', `/waitlist/${ID}`, undefined, waiting.headers)).statusCode).toBe(204)
    expect(await statusOf(ID)).toBe('removed')
    // Gone is gone: a second leave finds nothing.
    expect((await call('DELETE', `/waitlist/${ID}`, undefined, waiting.headers)).statusCode).toBe(404)
  })

  it("lets a guest leave with the token their join answered; another entry's token or a made-up one does not", async () => {
    const { ticket } = await soldOut()
    const guest = await call('POST', '/waitlist', { TicketID: ticket.id, FirstName: 'Rafi', Phone: phone() })
    const other = await call('POST', '/waitlist', { TicketID: ticket.id, FirstName: 'Nila', Phone: phone() })
    const mine = guest.json() as { ID: string; LeaveToken: string }
    const theirs = other.json() as { ID: string; LeaveToken: string }
    expect(mine.LeaveToken).toBeTruthy()

    const tryLeave = (token: string) =>
      call('DELETE', `/waitlist/${mine.ID}?token=${encodeURIComponent(token)}`)
    expect((await tryLeave(theirs.LeaveToken)).statusCode).toBe(404)
    expect((await tryLeave('A'.repeat(43))).statusCode).toBe(404)
    expect((await tryLeave('x'.repeat(500))).statusCode).toBe(400)
    expect(await statusOf(mine.ID)).toBe('waiting')

    expect((await tryLeave(mine.LeaveToken)).statusCode).toBe(204)
    expect(await statusOf(mine.ID)).toBe('removed')
    expect(await statusOf(theirs.ID)).toBe('waiting')
  })
})

type Message = { to: string; body: string }
const outbox = async () => (await context.app.inject({ url: '/dev/outbox.json' })).json() as Message[]
const leaveLinkIn = (body: string) => {
  const match = body.match(/[?&]waitlist=([\w-]+)&leave=([\w-]+)/)
  if (!match?.[1] || !match[2]) throw new Error(`no leave link in ${body}`)
  return { ID: match[1], token: match[2] }
}

describe('joining again with a phone or e-mail that already waits', () => {
  it("tells a stranger nothing of the place and sends its leave link to that person's own phone or e-mail", async () => {
    const { ticket } = await soldOut()
    const victimPhone = phone()
    const victimEmail = `waiting${crypto.randomUUID().slice(0, 8)}@example.com`
    const byPhone = await call('POST', '/waitlist', {
      TicketID: ticket.id,
      FirstName: 'Mita',
      Phone: victimPhone,
    })
    const byEmail = await call('POST', '/waitlist', {
      TicketID: ticket.id,
      FirstName: 'Rafi',
      Email: victimEmail,
    })
    const places = [byPhone.json(), byEmail.json()] as { ID: string; LeaveToken: string }[]
    // The browser that made a place may leave it again: it gets the token once, at the join.
    expect(places.every((place) => place.LeaveToken)).toBe(true)

    const signedInStranger = await signedInUser(context.app)
    const probes = [
      [{ Phone: victimPhone }, undefined],
      [{ Phone: victimPhone, Email: 'someone.else@example.com' }, signedInStranger.headers],
      [{ Email: victimEmail.toUpperCase() }, undefined],
      [{ Email: victimEmail }, signedInStranger.headers],
    ] as const
    for (const [contact, headers] of probes) {
      const answer = await call(
        'POST',
        '/waitlist',
        { TicketID: ticket.id, FirstName: 'Eve', ...contact },
        headers,
      )
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toMatchObject({ code: 'WAITLIST_ALREADY_JOINED' })
      for (const place of places) {
        expect(answer.body).not.toContain(place.ID)
        expect(answer.body).not.toContain(place.LeaveToken)
      }
      expect(answer.body).not.toMatch(/Position/)
    }
    for (const place of places) expect(await statusOf(place.ID)).toBe('waiting')

    // The person waiting hears it at the phone and e-mail they joined with, and leaves with that link.
    await deliverMessages(context.app)
    const messages = await outbox()
    const sms = messages.filter((message) => message.to === `+88${victimPhone}`)
    const mail = messages.filter((message) => message.to === victimEmail)
    expect(sms).toHaveLength(2)
    expect(mail).toHaveLength(2)
    // Mita joined in English (no Language sent): her link opens the page in English on any phone.
    expect(sms[0]?.body).toMatch(/&leave=[\w-]+&lang=en$/)
    expect(messages.some((message) => message.to === 'someone.else@example.com')).toBe(false)
    const fromSms = leaveLinkIn(sms[0]?.body ?? '')
    expect(fromSms.ID).toBe(places[0]?.ID)
    expect((await call('DELETE', `/waitlist/${fromSms.ID}?token=${fromSms.token}`)).statusCode).toBe(204)
    const fromMail = leaveLinkIn(mail[0]?.body ?? '')
    expect((await call('DELETE', `/waitlist/${fromMail.ID}?token=${fromMail.token}`)).statusCode).toBe(204)
    expect(await statusOf(places[1]?.ID ?? '')).toBe('removed')
  })

  it('sends the leave link at most three times a day, however often a stranger asks', async () => {
    const { ticket } = await soldOut()
    const victimPhone = phone()
    await call('POST', '/waitlist', { TicketID: ticket.id, FirstName: 'Mita', Phone: victimPhone })
    const probe = () =>
      call('POST', '/waitlist', { TicketID: ticket.id, FirstName: 'Eve', Phone: victimPhone })
    // In parallel on PostgreSQL: the count is taken in one statement, so a burst slips nothing through.
    const answers = onPostgres
      ? await Promise.all(Array.from({ length: 8 }, probe))
      : [await probe(), await probe(), await probe(), await probe(), await probe()]
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 409))
    await deliverMessages(context.app)
    expect((await outbox()).filter((message) => message.to === `+88${victimPhone}`)).toHaveLength(3)
  })

  it('answers the signed-in person their own place again, token and all', async () => {
    const { ticket } = await soldOut()
    const waiting = await signedInUser(context.app)
    const mine = phone()
    const first = await call(
      'POST',
      '/waitlist',
      { TicketID: ticket.id, FirstName: 'Mita', Phone: mine },
      waiting.headers,
    )
    const again = await call(
      'POST',
      '/waitlist',
      { TicketID: ticket.id, FirstName: 'Mita', Phone: mine },
      waiting.headers,
    )
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
  })

  it('lets nobody who only knows the phone end an offer', async () => {
    const { ticket } = await soldOut()
    const db = context.app.database.db
    const victimPhone = phone()
    const joined = await call('POST', '/waitlist', {
      TicketID: ticket.id,
      FirstName: 'Mita',
      Phone: victimPhone,
    })
    const { ID } = joined.json() as { ID: string }
    await db.update(waitlistEntries).set({ status: 'offered' }).where(eq(waitlistEntries.id, ID))
    const probe = await call('POST', '/waitlist', {
      TicketID: ticket.id,
      FirstName: 'Eve',
      Phone: victimPhone,
    })
    expect(probe.statusCode).toBe(409)
    for (const token of [undefined, '', 'A'.repeat(43)])
      expect(
        (await call('DELETE', `/waitlist/${ID}${token === undefined ? '' : `?token=${token}`}`)).statusCode,
      ).toBe(404)
    expect(await statusOf(ID)).toBe('offered')
  })
})

describe('the attendee settings of an event', () => {
  it('refuses a deadline after the event ends and a refund outside 0–100, field by field', async () => {
    const { event, owner } = await sellingOrganization(context.app, 0)
    const put = (payload: object) => call('PUT', `/event/${event.id}/attendee-policy`, payload, owner.headers)
    const late = new Date(event.endsAt.getTime() + HOUR).toISOString()
    const refused = await put({
      WaitlistEnabled: true,
      TransfersEnabled: true,
      TransferDeadline: late,
      CancelDeadline: late,
      CancelRefundPercent: 50,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      TransferDeadline: 'The deadline must be before the event ends',
      $codes: {
        TransferDeadline: { code: 'DEADLINE_AFTER_EVENT' },
        CancelDeadline: { code: 'DEADLINE_AFTER_EVENT' },
      },
    })
    const tooMuch = await put({ WaitlistEnabled: true, TransfersEnabled: true, CancelRefundPercent: 101 })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().CancelRefundPercent).toBe('The maximum value allowed is 100')

    const early = new Date(event.startsAt.getTime() - HOUR).toISOString()
    const saved = await put({
      WaitlistEnabled: false,
      TransfersEnabled: false,
      TransferDeadline: early,
      CancelDeadline: early,
      CancelRefundPercent: 80,
    })
    expect(saved.statusCode).toBe(200)
    expect((await call('GET', `/event/${event.id}/attendee-policy`)).json()).toEqual({
      WaitlistEnabled: false,
      TransfersEnabled: false,
      TransferDeadline: early,
      CancelDeadline: early,
      CancelRefundPercent: 80,
      // Left out of the body, the queue stays as it was: off; every way of paying is taken, no fee passed on.
      Queue: QUEUE_OFF_SETTINGS,
      AcceptedPayments: ['bkash', 'nagad', 'rocket', 'upay', 'card', 'internetbank'],
      PassFeesToBuyers: false,
    })
  })
})

describe('Bengali ticket names', () => {
  it('travel with the purchase, and a Bengali buyer reads them in the confirmation mail', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 0)
    const db = context.app.database.db
    await db
      .update(tickets)
      .set({ bn: { Section: 'গ্যালারি', Category: null } })
      .where(eq(tickets.id, ticket.id))
    const Email = `bn${crypto.randomUUID().slice(0, 8)}@example.com`
    const buyer = await signedInUser(context.app, { Email })
    await db.update(users).set({ language: 'bn' }).where(eq(users.id, buyer.user.ID))
    const bought = await call(
      'POST',
      '/purchase',
      { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 1 }], PaymentMethod: 'free' },
      buyer.headers,
    )
    expect(bought.json().Items[0]).toMatchObject({
      Section: 'General',
      Bn: { Section: 'গ্যালারি', Category: null },
    })
    await deliverMessages(context.app)
    const messages = (await context.app.inject({ url: '/dev/outbox.json' })).json() as {
      to: string
      body: string
    }[]
    const mail = messages.find((message) => message.to === Email && message.body.includes('গ্যালারি'))
    // The Bengali section, and the English category where no Bengali one was written.
    expect(mail?.body).toContain('গ্যালারি · Adult')
  })
})
