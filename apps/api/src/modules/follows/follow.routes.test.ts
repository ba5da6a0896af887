import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { App } from '../../app.ts'
import { followNotices, unsubscribes, users } from '../../db/schema.ts'
import { guestTakesFreeSeat } from '../../testing/checkout-fixtures.ts'
import { createEvent, eventFields } from '../../testing/event-fixtures.ts'
import { deliverMessages, signedInUser, tokenFromLink } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization, type Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { sendFollowDigests } from './follow-digest.ts'

const context = useTestApp({ publicUrl: 'https://mela.example' })

const call = (app: App, person: Person | undefined, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    ...(person ? { headers: person.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const email = () => `fan${crypto.randomUUID().slice(0, 8)}@example.com`

async function organizer() {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner)
  return { owner, account }
}

async function fan() {
  const Email = email()
  return { ...(await signedInUser(context.app, { Email })), Email }
}

async function outboxTo(to: string) {
  const messages = (await context.app.inject({ url: '/dev/outbox.json' })).json() as {
    to: string
    subject: string | null
    body: string
  }[]
  // Only digests: registering with an e-mail also sent its confirmation.
  return messages.filter((message) => message.to === to && DIGEST_SUBJECTS.includes(message.subject ?? ''))
}

const DIGEST_SUBJECTS = [
  'New events from what you follow on Mela',
  'Mela-তে আপনার অনুসরণ করা আয়োজকদের নতুন ইভেন্ট',
]

const noticesOf = (userId: string) =>
  context.app.database.db.select().from(followNotices).where(eq(followNotices.userId, userId))

describe('following organizations and performers', () => {
  it('follows once however often asked, lists, answers status and unfollows', async () => {
    const { account } = await organizer()
    const person = await fan()
    for (let i = 0; i < 2; i++) {
      const followed = await call(context.app, person, 'POST', '/follow', { AccountID: account.ID })
      expect(followed.statusCode).toBe(200)
      expect(followed.json()).toEqual({ Following: true })
    }
    const list = await call(context.app, person, 'GET', '/follow')
    expect(list.json()).toEqual({
      Accounts: [{ ID: account.ID, Name: account.Name, ImageURL: null, FeedURL: account.FeedURL ?? null }],
      Performers: [],
    })
    const status = await call(context.app, person, 'GET', `/follow/status?AccountID=${account.ID}`)
    expect(status.json()).toEqual({ Following: true })
    expect(
      (await call(context.app, undefined, 'GET', `/follow/status?AccountID=${account.ID}`)).json(),
    ).toEqual({
      Following: false,
    })
    expect((await call(context.app, person, 'DELETE', '/follow', { AccountID: account.ID })).json()).toEqual({
      Following: false,
    })
    expect((await call(context.app, person, 'GET', '/follow')).json().Accounts).toEqual([])
    // A client that sends no DELETE body names the target in the query.
    await call(context.app, person, 'POST', '/follow', { AccountID: account.ID })
    const byQuery = await call(context.app, person, 'DELETE', `/follow?AccountID=${account.ID}`)
    expect(byQuery.statusCode, byQuery.body).toBe(200)
    expect((await call(context.app, person, 'GET', '/follow')).json().Accounts).toEqual([])
    expect((await call(context.app, person, 'DELETE', '/follow')).statusCode).toBe(400)
  })

  it('refuses the signed out (401), guests (403), unknown targets (404) and an empty or double payload', async () => {
    const { account } = await organizer()
    expect(
      (await call(context.app, undefined, 'POST', '/follow', { AccountID: account.ID })).statusCode,
    ).toBe(401)
    expect((await call(context.app, undefined, 'GET', '/follow')).statusCode).toBe(401)
    const guest = await guestTakesFreeSeat(context.app, { Phone: '01812345670' })
    const asGuest = await context.app.inject({
      method: 'POST',
      url: '/api/follow',
      headers: { authorization: guest.authToken, 'x-username': encodeURIComponent(guest.user.Username) },
      payload: { AccountID: account.ID },
    })
    expect(asGuest.statusCode).toBe(403)
    expect(asGuest.json()).toMatchObject({ code: 'GUEST_NOT_ALLOWED' })
    const person = await fan()
    const unknown = await call(context.app, person, 'POST', '/follow', { AccountID: crypto.randomUUID() })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' })
    const nobody = await call(context.app, person, 'POST', '/follow', { PerformerID: crypto.randomUUID() })
    expect(nobody.json()).toMatchObject({ code: 'PERFORMER_NOT_FOUND' })
    const empty = await call(context.app, person, 'POST', '/follow', {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ AccountID: 'Value is required' })
    const both = await call(context.app, person, 'POST', '/follow', {
      AccountID: account.ID,
      PerformerID: crypto.randomUUID(),
    })
    expect(both.statusCode).toBe(400)
    expect(both.json()).toMatchObject({ PerformerID: 'Follow an organization or a performer, one at a time' })
    for (const bad of [{ AccountID: 'x\u0000' }, { AccountID: 12 }, { PerformerID: 'a'.repeat(5000) }])
      expect((await call(context.app, person, 'POST', '/follow', bad)).statusCode).toBe(400)
  })

  it("shows the followers count to the organization's team only", async () => {
    const { owner, account } = await organizer()
    for (const person of [await fan(), await fan()])
      await call(context.app, person, 'POST', '/follow', { AccountID: account.ID })
    const count = await call(context.app, owner, 'GET', `/follow/count?AccountID=${account.ID}`)
    expect(count.json()).toEqual({ Followers: 2 })
    const member = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, member, 'organizer')
    expect((await call(context.app, member, 'GET', `/follow/count?AccountID=${account.ID}`)).json()).toEqual({
      Followers: 2,
    })
    const stranger = await fan()
    expect(
      (await call(context.app, stranger, 'GET', `/follow/count?AccountID=${account.ID}`)).statusCode,
    ).toBe(403)
    expect(
      (await call(context.app, undefined, 'GET', `/follow/count?AccountID=${account.ID}`)).statusCode,
    ).toBe(401)
  })
})

describe('alerts of new events', () => {
  it('notes a published public event once per follower, and sends one digest a day with unsubscribe links', async () => {
    const { owner, account } = await organizer()
    const person = await fan()
    await call(context.app, person, 'POST', '/follow', { AccountID: account.ID })
    const draft = await createEvent(
      context.app,
      owner,
      account.ID,
      { Title: 'Baul Night' },
      { publish: false },
    )
    expect(await noticesOf(person.user.ID)).toHaveLength(0)
    await call(context.app, owner, 'POST', `/event/${draft.ID}/publish`)
    await call(context.app, owner, 'POST', `/event/${draft.ID}/unpublish`)
    await call(context.app, owner, 'POST', `/event/${draft.ID}/publish`)
    expect(await noticesOf(person.user.ID)).toHaveLength(1)
    // Private and in-site events are not announced.
    await createEvent(context.app, owner, account.ID, { Visibility: 'private' })
    expect(await noticesOf(person.user.ID)).toHaveLength(1)

    expect(await sendFollowDigests(context.app.database.db, context.app.config)).toBeGreaterThanOrEqual(1)
    await deliverMessages(context.app)
    const [mail, ...more] = await outboxTo(person.Email)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe('New events from what you follow on Mela')
    expect(mail?.body).toContain('Baul Night')
    expect(mail?.body).toContain(`https://mela.example/e/${draft.ID}`)
    expect(mail?.body).toContain('/communication/unsubscribe?token=')
    expect(mail?.body).toContain('/api/follow/unsubscribe?token=')

    // A second event the same day waits for tomorrow's digest.
    const next = await createEvent(context.app, owner, account.ID, { Title: 'Lalon Evening' })
    await sendFollowDigests(context.app.database.db, context.app.config)
    await deliverMessages(context.app)
    expect(await outboxTo(person.Email)).toHaveLength(1)
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000)
    await sendFollowDigests(context.app.database.db, context.app.config, { now: tomorrow })
    await deliverMessages(context.app)
    const mails = await outboxTo(person.Email)
    expect(mails).toHaveLength(2)
    expect(mails.some((m) => m.body.includes('Lalon Evening') && m.body.includes(next.ID))).toBe(true)
  })

  it('tells followers of a performer added to a published public event, in their language', async () => {
    const { owner, account } = await organizer()
    const performer = (
      await call(context.app, owner, 'POST', '/performer', {
        FirstName: 'Momtaz',
        Organizations: [{ ID: account.ID }],
      })
    ).json()
    const person = await fan()
    await context.app.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, person.user.ID))
    expect(
      (await call(context.app, person, 'POST', '/follow', { PerformerID: performer.ID })).statusCode,
    ).toBe(200)
    const event = await createEvent(context.app, owner, account.ID, {
      Title: 'Folk Fest',
      Bn: { Title: 'লোক উৎসব' },
    })
    expect(await noticesOf(person.user.ID)).toHaveLength(0)
    await call(context.app, owner, 'PUT', `/event/${event.ID}`, {
      ...eventFields({ Title: 'Folk Fest', Bn: { Title: 'লোক উৎসব' } }),
      PerformerIDs: [performer.ID],
    })
    expect(await noticesOf(person.user.ID)).toHaveLength(1)
    await sendFollowDigests(context.app.database.db, context.app.config)
    await deliverMessages(context.app)
    const [mail] = await outboxTo(person.Email)
    expect(mail?.body).toContain('লোক উৎসব')
    expect(mail?.body).toContain(`https://mela.example/e/${event.ID}?lang=bn`)
  })

  it('skips people with alerts off and organizations the address left; the stop-all link switches alerts off', async () => {
    const { owner, account } = await organizer()
    const left = await fan()
    const stopped = await fan()
    const listening = await fan()
    for (const person of [left, stopped, listening])
      await call(context.app, person, 'POST', '/follow', { AccountID: account.ID })
    const db = context.app.database.db
    await db.insert(unsubscribes).values({ accountId: account.ID, address: left.Email })
    await db.update(users).set({ followAlerts: false }).where(eq(users.id, stopped.user.ID))
    await createEvent(context.app, owner, account.ID, { Title: 'Quiet Night' })
    await sendFollowDigests(db, context.app.config)
    await deliverMessages(context.app)
    expect(await outboxTo(left.Email)).toHaveLength(0)
    expect(await outboxTo(stopped.Email)).toHaveLength(0)
    const [mail] = await outboxTo(listening.Email)
    expect(mail).toBeDefined()
    const stopLink =
      mail?.body.match(/https:\/\/mela\.example\/api\/follow\/unsubscribe\?token=\S+/)?.[0] ?? ''
    const token = tokenFromLink(stopLink)
    const forged = await context.app.inject({
      url: `/api/follow/unsubscribe?token=${token.split('.')[0]}.${'A'.repeat(43)}`,
    })
    expect(forged.statusCode).toBe(400)
    for (const method of ['GET', 'POST'] as const) {
      const done = await context.app.inject({
        method,
        url: `/api/follow/unsubscribe?token=${encodeURIComponent(token)}`,
      })
      expect(done.statusCode).toBe(200)
    }
    const [row] = await db.select().from(users).where(eq(users.id, listening.user.ID))
    expect(row?.followAlerts).toBe(false)
  })

  it('sends one digest when two workers run at once', async () => {
    const { owner, account } = await organizer()
    const person = await fan()
    await call(context.app, person, 'POST', '/follow', { AccountID: account.ID })
    await createEvent(context.app, owner, account.ID, { Title: 'Race Night' })
    const db = context.app.database.db
    await Promise.all([sendFollowDigests(db, context.app.config), sendFollowDigests(db, context.app.config)])
    await deliverMessages(context.app)
    expect(await outboxTo(person.Email)).toHaveLength(1)
  })
})
