import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets, users, waitlistEntries } from '../../db/schema.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

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
