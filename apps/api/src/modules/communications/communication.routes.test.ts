import { INTERRUPTED } from '@mela/shared/communication'
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { communicationRecipients, communications, outbox, unsubscribes } from '../../db/schema.ts'
import { insertEvent, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { eventWithBuyers as buyersFixture, email, paidBuyers } from '../../testing/communication-fixtures.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { deliveryKeyOf, sendCommunicationBatch } from './communication-sending.ts'

const context = useTestApp()
const db = () => context.app.database.db
const eventWithBuyers = () => buyersFixture(context.app)

const sendAll = async () => deliverMessages(context.app)

describe('previewing a message', () => {
  it('counts the paid buyers of a ticket type once each and shows one real recipient the message', async () => {
    const { owner, event, gallery, tag } = await eventWithBuyers()
    const preview = await send(context.app, owner, 'POST', '/communication/preview', {
      ...email(event.id),
      TicketIDs: [gallery.ID],
    })
    expect(preview.statusCode).toBe(200)
    const answer = preview.json()
    expect(answer.Recipients).toBe(2)
    expect([`karim.${tag}@example.com`, `rina.${tag}@example.com`]).toContain(answer.Sample.To)
    expect(answer.Sample.Subject).toBe('Doors open at Dhaka Jazz Night')
    expect(answer.Sample.Body).toMatch(/^Hello (Rina|Karim), doors open at 6 pm\. Your tickets: http/)
    expect(answer.Sample.Body).toContain('unsubscribe')

    const everyone = await send(context.app, owner, 'POST', '/communication/preview', email(event.id))
    expect(everyone.json().Recipients).toBe(3)
  })

  it('chooses buyers by whether they are inside', async () => {
    const { owner, event } = await eventWithBuyers()
    const count = async (Statuses: string[]) =>
      (
        await send(context.app, owner, 'POST', '/communication/preview', { ...email(event.id), Statuses })
      ).json().Recipients
    expect(await count(['checked-in'])).toBe(1)
    expect(await count(['not-checked-in'])).toBe(2)
    expect(await count(['checked-in', 'not-checked-in'])).toBe(3)
  })

  it('counts SMS parts: 160 English characters in one, Bengali in parts of 67, priced per part', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    const sms = (Body: string) =>
      send(context.app, owner, 'POST', '/communication/preview', {
        EventID: event.id,
        Channel: 'sms',
        Body,
        TicketIDs: [gallery.ID],
      })
    const english = (await sms('a'.repeat(160))).json()
    expect(english).toMatchObject({ Recipients: 2, Segments: 1, Encoding: 'GSM-7', CostTaka: 0.7 })
    expect(english.Sample.To).toMatch(/^\+8801711/)
    expect((await sms('a'.repeat(161))).json()).toMatchObject({ Segments: 2, CostTaka: 1.4 })
    expect((await sms('ক'.repeat(70))).json()).toMatchObject({ Segments: 1, Encoding: 'UCS-2' })
    expect((await sms('ক'.repeat(71))).json()).toMatchObject({ Segments: 2, Encoding: 'UCS-2' })
  })
  it('counts an SMS as it will be sent: the ticket link with its token, the longest first name', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    // Rina and Karim get it: Karim is the longer name, and each link carries a 32-character token.
    const bare = `${context.app.config.publicUrl}/purchase/view/${crypto.randomUUID()}`
    const Body = `{FirstName} {TicketLink} ${'a'.repeat(160 - 'Karim '.length - bare.length - 1)}`
    const preview = await send(context.app, owner, 'POST', '/communication/preview', {
      EventID: event.id,
      Channel: 'sms',
      Body,
      TicketIDs: [gallery.ID],
    })
    expect(preview.json()).toMatchObject({ Recipients: 2, Segments: 2, CostTaka: 1.4 })
    expect(preview.json().Sample.Body).toMatch(/\/purchase\/view\/[0-9a-f-]{36}\?access=\S{32} /)
    // Fits in one part for Rina, not for Karim: the cost counts Karim's.
    const named = await send(context.app, owner, 'POST', '/communication/preview', {
      EventID: event.id,
      Channel: 'sms',
      Body: `{FirstName} ${'a'.repeat(160 - 'Rina '.length)}`,
      TicketIDs: [gallery.ID],
    })
    expect(named.json()).toMatchObject({ Segments: 2, CostTaka: 1.4 })
  })
})

describe('sending a message', () => {
  it('freezes the recipients, sends each one mail with an unsubscribe link, and shows the progress', async () => {
    const { owner, account, event, gallery, tag } = await eventWithBuyers()
    const queued = await send(context.app, owner, 'POST', '/communication', {
      ...email(event.id),
      TicketIDs: [gallery.ID],
    })
    expect(queued.statusCode).toBe(200)
    expect(queued.json()).toMatchObject({
      Status: 'queued',
      Recipients: 2,
      Sent: 0,
      Failed: 0,
      EventID: event.id,
    })
    // A buyer paying after the send is not added to it.
    await paidBuyers(db(), event.id, gallery.ID, [{ Email: `after.${tag}@example.com` }])

    await sendAll()
    const mails = await db().select().from(outbox).where(eq(outbox.subject, 'Doors open at Dhaka Jazz Night'))
    const mine = mails.filter((mail) => mail.to.endsWith(`${tag}@example.com`))
    expect(mine.map((mail) => mail.to).sort()).toEqual([
      `karim.${tag}@example.com`,
      `rina.${tag}@example.com`,
    ])
    const rina = mine.find((mail) => mail.to.startsWith('rina')) as (typeof mine)[number]
    expect(rina.body).toMatch(
      /^Hello Rina, doors open at 6 pm\. Your tickets: http:\/\/[^ ]+\/purchase\/view\/[^ ]+\?access=/,
    )

    const list = await send(context.app, owner, 'GET', `/communication?EventID=${event.id}`)
    expect(list.json()).toMatchObject({ Total: 1 })
    expect(list.json().Items[0]).toMatchObject({ Status: 'done', Recipients: 2, Sent: 2, Failed: 0 })
    expect(list.json().Items[0].FinishedAt).not.toBeNull()
    const byAccount = await send(context.app, owner, 'GET', `/communication?AccountID=${account.ID}`)
    expect(byAccount.json().Total).toBe(1)
    const mine2 = await send(context.app, owner, 'GET', '/communication')
    expect(mine2.json().Items.map((item: { ID: string }) => item.ID)).toContain(queued.json().ID)

    // Rina unsubscribes through the link in the mail (outside /api): the next message skips her.
    const link = rina.body.match(/(http\S+\/communication\/unsubscribe\?token=\S+)/)?.[1] as string
    const page = await context.app.inject({ url: new URL(link).pathname + new URL(link).search })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`rina.${tag}@example.com will get no more messages from ${account.Name}`)
    const [saved] = await db()
      .select()
      .from(unsubscribes)
      .where(eq(unsubscribes.address, `rina.${tag}@example.com`))
    expect(saved?.accountId).toBe(account.ID)
    const after = await send(context.app, owner, 'POST', '/communication/preview', {
      ...email(event.id),
      TicketIDs: [gallery.ID],
    })
    expect(after.json().Recipients).toBe(2) // Karim and the later buyer
    // A forged or damaged token changes nothing.
    const forged = await context.app.inject({
      url: `/api/communication/unsubscribe?token=${link.split('token=')[1]}x`,
    })
    expect(forged.statusCode).toBe(400)
    const oneClick = await context.app.inject({
      method: 'POST',
      url: `/communication/unsubscribe?token=${link.split('token=')[1]}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
  })

  it('asks for my own address before a test', async () => {
    const { owner, event } = await eventWithBuyers()
    const noEmail = await send(context.app, owner, 'POST', '/communication', {
      ...email(event.id),
      TestOnly: true,
    })
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json().code).toBe('NO_OWN_ADDRESS')
  })

  it('sends a test to my own address', async () => {
    const app = context.app
    const address = `me${Date.now()}@example.com`
    const owner = await signedInUser(app, { Email: address })
    const account = (
      await app.inject({
        method: 'POST',
        url: '/api/account',
        headers: owner.headers,
        payload: { Name: 'Test Hall' },
      })
    ).json()
    const event = await insertEvent(db(), account.ID)
    const test = await send(app, owner, 'POST', '/communication', { ...email(event.id), TestOnly: true })
    expect(test.statusCode).toBe(200)
    expect(test.json()).toEqual({ TestSentTo: address })
    await sendAll()
    const mails = await db().select().from(outbox).where(eq(outbox.to, address))
    const mail = mails.find((one) => one.subject === 'Doors open at Dhaka Jazz Night')
    expect(mail?.body).toMatch(/^Hello Nusrat, doors open/)
    expect(await db().select().from(communications).where(eq(communications.eventId, event.id))).toEqual([])
  })

  it('refuses a message nobody would get', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const answer = await send(context.app, owner, 'POST', '/communication', email(event.id))
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ code: 'NO_RECIPIENTS', message: ERROR_TEXTS.NO_RECIPIENTS })
  })
})

describe('delivery', () => {
  it('retries a failed recipient with backoff, then lists them as failed with the reason', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    const queued = (
      await send(context.app, owner, 'POST', '/communication', {
        ...email(event.id),
        TicketIDs: [gallery.ID],
      })
    ).json()
    const failing = {
      db: db(),
      config: context.app.config,
      sms: context.app.sms,
      mail: {
        name: 'smtp' as const,
        isAvailable: async () => true,
        send: async (mail: { to: string }) => {
          if (mail.to.startsWith('karim')) throw new Error('550 mailbox unavailable')
        },
      },
    }
    await sendCommunicationBatch(failing, queued.ID)
    const [karim] = await db()
      .select()
      .from(communicationRecipients)
      .where(eq(communicationRecipients.communicationId, queued.ID))
      .then((rows) => rows.filter((row) => row.address.startsWith('karim')))
    expect(karim).toMatchObject({ status: 'pending', attempts: 1, lastError: '550 mailbox unavailable' })
    expect(karim?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now())
    // Not due yet: a run now sends nobody.
    await sendCommunicationBatch(failing, queued.ID)
    expect(
      (
        await db()
          .select()
          .from(communicationRecipients)
          .where(eq(communicationRecipients.id, karim?.id as string))
      )[0]?.attempts,
    ).toBe(1)
    for (let attempt = 2; attempt <= 3; attempt++) {
      await db()
        .update(communicationRecipients)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(communicationRecipients.id, karim?.id as string))
      await sendCommunicationBatch(failing, queued.ID)
    }
    const detail = (await send(context.app, owner, 'GET', `/communication/${queued.ID}`)).json()
    expect(detail).toMatchObject({ Status: 'done', Recipients: 2, Sent: 1, Failed: 1 })
    expect(detail.FailedRecipients).toEqual([
      { Address: karim?.address, FirstName: 'Karim', Attempts: 3, Error: '550 mailbox unavailable' },
    ])
  })

  it('sends once more to a recipient a dead worker left half-sent, unless its delivery was recorded', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    const queued = (
      await send(context.app, owner, 'POST', '/communication', {
        ...email(event.id),
        TicketIDs: [gallery.ID],
      })
    ).json()
    const [first, second] = await db()
      .select()
      .from(communicationRecipients)
      .where(eq(communicationRecipients.communicationId, queued.ID))
    const left = new Date(Date.now() - 1000)
    await db()
      .update(communicationRecipients)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: left })
      .where(inArray(communicationRecipients.id, [first?.id as string, second?.id as string]))
    // The second one's mail was handed over and recorded before its worker died.
    await db()
      .insert(outbox)
      .values({
        channel: 'email',
        to: second?.address as string,
        body: 'Hello',
        transport: 'outbox',
        deliveryKey: deliveryKeyOf(second?.id as string),
      })
    await sendAll()
    const detail = (await send(context.app, owner, 'GET', `/communication/${queued.ID}`)).json()
    expect(detail).toMatchObject({ Status: 'done', Sent: 2, Failed: 0 })
    for (const recipient of [first, second])
      expect(
        await db()
          .select()
          .from(outbox)
          .where(eq(outbox.to, recipient?.address as string)),
      ).toHaveLength(1)
  })

  it('gives up on a recipient whose sending stopped three times, marked interrupted', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    const queued = (
      await send(context.app, owner, 'POST', '/communication', {
        ...email(event.id),
        TicketIDs: [gallery.ID],
      })
    ).json()
    const [first] = await db()
      .select()
      .from(communicationRecipients)
      .where(eq(communicationRecipients.communicationId, queued.ID))
    await db()
      .update(communicationRecipients)
      .set({ status: 'sending', attempts: 3, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(communicationRecipients.id, first?.id as string))
    await sendAll()
    const detail = (await send(context.app, owner, 'GET', `/communication/${queued.ID}`)).json()
    expect(detail).toMatchObject({ Status: 'done', Sent: 1, Failed: 1 })
    expect(detail.FailedRecipients[0]).toMatchObject({ Address: first?.address, Error: INTERRUPTED })
    expect(
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.to, first?.address as string)),
    ).toEqual([])
  })
})
