import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { communicationRecipients, jobs, outbox, tickets } from '../../db/schema.ts'
import { organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { numberedBuyers, paidBuyers } from '../../testing/communication-fixtures.ts'
import { expireLeases, otherInstance, until } from '../../testing/job-fixtures.ts'
import { type ReceivedMail, useSmtpReceiver } from '../../testing/smtp-receiver.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { runDueJobs } from '../jobs/job-queue.ts'
import { createMailTransport, type MailTransport } from '../messages/mail-transport.ts'
import { createSmsProvider } from '../messages/sms-transport.ts'
import { SEND_COMMUNICATION } from './communication.service.ts'
import { communicationJobHandlers, sendCommunicationBatch } from './communication-sending.ts'
import { resumeStalledCommunications } from './communication-sweep.ts'

const context = useTestApp()
const db = () => context.app.database.db
const { catcher, cleanups } = useSmtpReceiver()

/** SMTP to the receiver from the instance on `on`; `around` runs in place of each hand-over (n counts from 1). */
function smtpOf(on: Db, around?: (n: number, handOver: () => Promise<void>) => Promise<void>): MailTransport {
  const smtp = createMailTransport({ ...context.app.config, smtpUrl: catcher().url }, on)
  cleanups.push(() => smtp.close?.())
  let n = 0
  return { ...smtp, send: (mail, key) => (around ?? ((_, go) => go()))(++n, () => smtp.send(mail, key)) }
}

const senders = (on: Db) => ({
  db: on,
  config: context.app.config,
  mail: smtpOf(on),
  sms: createSmsProvider({ ...context.app.config, smsUrl: undefined }, on),
})
const handlersOn = (on: Db, mail: MailTransport) => communicationJobHandlers({ ...senders(on), mail })

async function bulkMessageTo(
  buyers: { FirstName: string; Email?: string; Phone?: string }[],
  channel: string,
) {
  const { owner, event } = await organizerWithEvent(context.app)
  const [ticket] = await db()
    .insert(tickets)
    .values({ eventId: event.id, section: 'General', category: 'Adult', price: 0, capacity: 100 })
    .returning()
  await paidBuyers(db(), event.id, ticket?.id as string, buyers)
  const queued = await send(context.app, owner, 'POST', '/communication', {
    EventID: event.id,
    Channel: channel,
    Subject: channel === 'email' ? 'See you tonight' : undefined,
    Body: 'Hello {FirstName}, see you at {EventTitle}.',
  })
  return { owner, id: queued.json().ID as string }
}

async function bulkMailTo(count: number) {
  const buyers = numberedBuyers(count)
  const { owner, id } = await bulkMessageTo(buyers, 'email')
  return { owner, id, addresses: buyers.map((buyer) => buyer.Email.toLowerCase()) }
}

/** How many mails each address received, and how many outbox rows it has. */
async function deliveries(addresses: string[]) {
  const got = (address: string) => catcher().received.filter((mail: ReceivedMail) => mail.to[0] === address)
  const rows = await db().select({ to: outbox.to }).from(outbox).where(eq(outbox.channel, 'email'))
  return addresses.map((address) => ({
    address,
    mails: got(address).length,
    records: rows.filter((row) => row.to === address).length,
  }))
}
const once = (addresses: string[]) => addresses.map((address) => ({ address, mails: 1, records: 1 }))

// The deadline of a claim another worker made, passed: the clock moved on.
const passDeadlines = (communicationId: string) =>
  db()
    .update(communicationRecipients)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(
      and(
        eq(communicationRecipients.communicationId, communicationId),
        eq(communicationRecipients.status, 'sending'),
      ),
    )

const runAll = async (handlers: ReturnType<typeof handlersOn>) => {
  while ((await runDueJobs(db(), handlers)) > 0) {}
}

describe.skipIf(!onPostgres)('a bulk e-mail whose worker died, taken up by another instance', () => {
  it.each([
    ['before handing the mail over', false],
    ['after the mail server accepted the mail', true],
  ])('sends every buyer exactly one mail when the worker died %s', async (_, handedOver) => {
    const { owner, id, addresses } = await bulkMailTo(12)
    const dying = await otherInstance(context.database.url as string)
    cleanups.push(dying.close)
    let died = false
    const mail = smtpOf(dying.db, async (n, handOver) => {
      if (n < 5) return handOver()
      if (handedOver) await handOver()
      died = true
      await dying.die()
    })
    void runDueJobs(dying.db, handlersOn(dying.db, mail)).catch(() => {})
    await until(() => died)
    expect(catcher().received.filter((m) => addresses.includes(m.to[0] as string))).toHaveLength(
      handedOver ? 5 : 4,
    )

    await expireLeases(db())
    await passDeadlines(id)
    await runAll(handlersOn(db(), smtpOf(db())))

    expect(await deliveries(addresses)).toEqual(once(addresses))
    const done = (await send(context.app, owner, 'GET', `/communication/${id}`)).json()
    expect(done).toMatchObject({ Status: 'done', Recipients: 12, Sent: 12, Failed: 0, FailedRecipients: [] })
  })

  it('sends every buyer exactly one text when the worker died after the gateway accepted one', async () => {
    const first = 700_000_000 + Math.floor(Math.random() * 90_000) * 1000
    const phones = Array.from({ length: 8 }, (_, i) => `+8801${first + i}`)
    const { owner, id } = await bulkMessageTo(
      phones.map((Phone, i) => ({ FirstName: `Buyer${i}`, Phone })),
      'sms',
    )
    const dying = await otherInstance(context.database.url as string)
    cleanups.push(dying.close)
    const texts = createSmsProvider({ ...context.app.config, smsUrl: undefined }, dying.db)
    let sent = 0
    const sms = {
      ...texts,
      send: async (...args: Parameters<typeof texts.send>) => {
        await texts.send(...args)
        if (++sent === 3) await dying.die()
      },
    }
    void runDueJobs(dying.db, communicationJobHandlers({ ...senders(dying.db), sms })).catch(() => {})
    await until(() => sent === 3)

    await expireLeases(db())
    await passDeadlines(id)
    await runAll(communicationJobHandlers(senders(db())))

    const rows = await db().select({ to: outbox.to }).from(outbox).where(inArray(outbox.to, phones))
    expect(rows.map((row) => row.to).sort()).toEqual([...phones].sort())
    const done = (await send(context.app, owner, 'GET', `/communication/${id}`)).json()
    expect(done).toMatchObject({ Status: 'done', Recipients: 8, Sent: 8, Failed: 0 })
  })

  it('stops a worker whose lease ran out while it was sending when it comes back: nobody gets two mails', async () => {
    const { owner, id, addresses } = await bulkMailTo(12)
    const slow = await otherInstance(context.database.url as string)
    cleanups.push(slow.close)
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let waiting = false
    const mail = smtpOf(slow.db, async (n, handOver) => {
      if (n === 5) {
        waiting = true
        await gate
      }
      await handOver()
    })
    const first = runDueJobs(slow.db, handlersOn(slow.db, mail))
    await until(() => waiting)

    // Its lease runs out (a long pause); this instance takes the job over and sends everyone else.
    await expireLeases(db())
    expect(await runDueJobs(db(), handlersOn(db(), smtpOf(db())))).toBe(1)
    release()
    await first

    // The buyer the first worker was sending to is left to it until its deadline, then nothing is left to do.
    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, SEND_COMMUNICATION), eq(jobs.status, 'queued')))
    await runAll(handlersOn(db(), smtpOf(db())))

    expect(await deliveries(addresses)).toEqual(once(addresses))
    const done = (await send(context.app, owner, 'GET', `/communication/${id}`)).json()
    expect(done).toMatchObject({ Status: 'done', Recipients: 12, Sent: 12, Failed: 0 })
    const left = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SEND_COMMUNICATION), sql`${jobs.status} in ('queued', 'running')`))
    expect(left).toEqual([])
  })
})

describe('a half-sent message whose sending job gave up', () => {
  it('is taken up again by the next sweep and finished, each buyer once', async () => {
    const { owner, id, addresses } = await bulkMailTo(6)
    await sendCommunicationBatch(senders(db()), id, { batchSize: 3 })
    // Its job failed for good (the database was away through every retry).
    await db()
      .update(jobs)
      .set({ status: 'failed' })
      .where(and(eq(jobs.kind, SEND_COMMUNICATION), sql`${jobs.status} in ('queued', 'running')`))

    await resumeStalledCommunications(db())
    await runAll(handlersOn(db(), smtpOf(db())))

    expect(await deliveries(addresses)).toEqual(once(addresses))
    const done = (await send(context.app, owner, 'GET', `/communication/${id}`)).json()
    expect(done).toMatchObject({ Status: 'done', Recipients: 6, Sent: 6, Failed: 0 })
  })
})

describe('a recipient whose mail was handed over when the database went away', () => {
  it('is marked sent at the next run, without waiting out its deadline', async () => {
    const { owner, id, addresses } = await bulkMailTo(3)
    await runAll(handlersOn(db(), smtpOf(db())))
    // As a restart of PostgreSQL leaves it: handed over (its outbox row), the mark `sent` lost with the connection.
    const [left] = await db()
      .update(communicationRecipients)
      .set({ status: 'sending', sentAt: null, nextAttemptAt: sql`now() + interval '3 minutes'` })
      .where(eq(communicationRecipients.communicationId, id))
      .returning({ id: communicationRecipients.id })
    expect(left).toBeDefined()
    await db().execute(sql`update communications set status = 'sending', finished_at = null where id = ${id}`)

    await sendCommunicationBatch(senders(db()), id)

    expect(await deliveries(addresses)).toEqual(once(addresses))
    const done = (await send(context.app, owner, 'GET', `/communication/${id}`)).json()
    expect(done).toMatchObject({ Status: 'done', Recipients: 3, Sent: 3, Failed: 0 })
  })
})
