// Delivering a message recipient by recipient: a failed one is retried with backoff and then listed with
// its reason; one a dead worker left half-sent is sent once more, unless its delivery was recorded, and is
// given up (interrupted) after three stopped attempts.
import { INTERRUPTED } from '@mela/shared/communication'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { communicationRecipients, outbox } from '../../db/schema.ts'
import { send } from '../../testing/catalog-fixtures.ts'
import { eventWithBuyers as buyersFixture, email } from '../../testing/communication-fixtures.ts'
import { deliverMessages } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { deliveryKeyOf, sendCommunicationBatch } from './communication-sending.ts'

const context = useTestApp()
const db = () => context.app.database.db
const eventWithBuyers = () => buyersFixture(context.app)

const sendAll = async () => deliverMessages(context.app)

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
