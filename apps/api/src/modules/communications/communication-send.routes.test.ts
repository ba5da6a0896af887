// Sending a message to an event's buyers: the recipients are the buyers at the moment of sending, each gets
// one mail with a working unsubscribe link, the organizer follows the progress; a test goes to their own address.
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { communications, outbox, unsubscribes } from '../../db/schema.ts'
import { insertEvent, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { eventWithBuyers as buyersFixture, email, paidBuyers } from '../../testing/communication-fixtures.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const db = () => context.app.database.db
const eventWithBuyers = () => buyersFixture(context.app)

const sendAll = async () => deliverMessages(context.app)

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
      /^Hello Rina, doors open at 6 pm\. Your tickets: http:\/\/[^ ]+\/purchase\/view\/[^ ]+\?access=[\w-]+&lang=en\s/,
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
    const token = new URL(link).searchParams.get('token')
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
      url: `/api/communication/unsubscribe?token=${token}x`,
    })
    expect(forged.statusCode).toBe(400)
    const oneClick = await context.app.inject({
      method: 'POST',
      url: `/communication/unsubscribe?token=${token}`,
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
