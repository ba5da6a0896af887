import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communications, tickets } from '../../db/schema.ts'
import { organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { numberedBuyers, paidBuyers } from '../../testing/communication-fixtures.ts'
import { type ReceivedMail, startSmtpReceiver } from '../../testing/smtp-receiver.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { createMailTransport } from '../messages/mail-transport.ts'
import { type Senders, sendCommunicationBatch } from './communication-sending.ts'

const context = useTestApp()
let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>
beforeAll(async () => {
  receiver = await startSmtpReceiver()
})
const transports: { close?: () => void }[] = []
afterAll(async () => {
  for (const transport of transports) transport.close?.()
  await receiver?.close()
})

/** A mail transport to the real SMTP receiver that stops the worker after `stopAfter` mails, as a crash would. */
function smtpSenders(stopAfter?: number) {
  const controller = new AbortController()
  const smtp = createMailTransport(
    { ...context.app.config, smtpUrl: `${receiver.url}?pool=true` },
    context.app.database.db,
  )
  let handed = 0
  const senders: Senders = {
    db: context.app.database.db,
    config: context.app.config,
    sms: context.app.sms,
    mail: {
      ...smtp,
      async send(mail) {
        await smtp.send(mail)
        handed += 1
        if (stopAfter !== undefined && handed >= stopAfter) controller.abort()
      },
    },
  }
  transports.push(smtp)
  return { senders, signal: controller.signal }
}

const toOf = (mail: ReceivedMail) => mail.to[0] as string

describe('a bulk e-mail to 500 buyers through a real SMTP server', () => {
  it('sends each buyer exactly one mail though the worker stops halfway and starts again', async () => {
    const { owner, event } = await organizerWithEvent(context.app)
    const [ticket] = await context.app.database.db
      .insert(tickets)
      .values({ eventId: event.id, section: 'General', category: 'Adult', price: 0, capacity: 1000 })
      .returning()
    const buyers = numberedBuyers(500)
    await paidBuyers(context.app.database.db, event.id, ticket?.id as string, buyers)
    const queued = await send(context.app, owner, 'POST', '/communication', {
      EventID: event.id,
      Channel: 'email',
      Subject: 'See you tonight',
      Body: 'Hello {FirstName}, see you at {EventTitle}.',
    })
    expect(queued.json()).toMatchObject({ Recipients: 500, Status: 'queued' })
    const id = queued.json().ID as string

    // The first worker dies after 230 mails (the middle of its fifth batch).
    const first = smtpSenders(230)
    await expect(async () => {
      for (;;) await sendCommunicationBatch(first.senders, id, { signal: first.signal })
    }).rejects.toThrow('Stopped while sending')
    expect(receiver.received.length).toBe(230)
    const halfway = (await send(context.app, owner, 'GET', `/communication/${id}`)).json()
    expect(halfway).toMatchObject({ Status: 'sending', Sent: 230, Failed: 0, Recipients: 500 })

    // Another worker takes the job over and finishes.
    const second = smtpSenders()
    for (let run = 0; run < 20; run++) {
      const [row] = await context.app.database.db
        .select()
        .from(communications)
        .where(eq(communications.id, id))
      if (row?.status === 'done') break
      await sendCommunicationBatch(second.senders, id)
    }
    const done = (await send(context.app, owner, 'GET', `/communication/${id}`)).json()
    expect(done).toMatchObject({ Status: 'done', Sent: 500, Failed: 0, FailedRecipients: [] })

    const received = receiver.received.map(toOf).sort()
    expect(received).toEqual(buyers.map((buyer) => buyer.Email.toLowerCase()).sort())
    expect(new Set(received).size).toBe(500)
    const sample = receiver.received.find((mail) => toOf(mail) === buyers[7]?.Email) as ReceivedMail
    expect(sample.raw).toContain('Hello Buyer7, see you at Dhaka Jazz Night.')
    expect(sample.raw).toMatch(/List-Unsubscribe:\s+<http[^>]+\/communication\/unsubscribe\?token=/)
  }, 120_000)
})
