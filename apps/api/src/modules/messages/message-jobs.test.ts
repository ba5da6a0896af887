import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { jobs, outbox } from '../../db/schema.ts'
import { uniqueName } from '../../testing/identity-fixtures.ts'
import { expireLeases, otherInstance, until } from '../../testing/job-fixtures.ts'
import { useSmtpReceiver } from '../../testing/smtp-receiver.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { runDueJobs } from '../jobs/job-queue.ts'
import { createMailTransport, type MailTransport } from './mail-transport.ts'
import { messageJobHandlers, queueEmail, queueSms } from './message-jobs.ts'
import { createSmsProvider, type SmsProvider } from './sms-transport.ts'

const context = useTestApp()
const db = () => context.app.database.db
const { catcher, cleanups } = useSmtpReceiver()

const smtpOf = (on: Db) => {
  const smtp = createMailTransport({ ...context.app.config, smtpUrl: catcher().url }, on)
  cleanups.push(() => smtp.close?.())
  return smtp
}
const textsOf = (on: Db) => createSmsProvider({ ...context.app.config, smsUrl: undefined }, on)

/** Runs the queue on an instance that dies right after `kind` of message was handed over and recorded. */
async function dieAfterHandingOver(kind: 'mail' | 'sms') {
  const dying = await otherInstance(context.database.url as string)
  cleanups.push(dying.close)
  let died = false
  const die = () => {
    died = true
    return dying.die()
  }
  const mail: MailTransport = smtpOf(dying.db)
  const sms: SmsProvider = textsOf(dying.db)
  const handlers =
    kind === 'mail'
      ? messageJobHandlers({ ...mail, send: (m, key) => mail.send(m, key).then(die) }, sms)
      : messageJobHandlers(mail, { ...sms, send: (s, key) => sms.send(s, key).then(die) })
  void runDueJobs(dying.db, handlers).catch(() => {})
  await until(() => died)
  await expireLeases(db())
}

const takeOver = async () => {
  while ((await runDueJobs(db(), messageJobHandlers(smtpOf(db()), textsOf(db())))) > 0) {}
}
const mailsTo = (to: string) => catcher().received.filter((mail) => mail.to[0] === to)

describe.skipIf(!onPostgres)('a mail or text job whose worker died after handing it over', () => {
  it('is finished by another instance without a second mail', async () => {
    const to = `${uniqueName('m')}@example.com`
    const id = await queueEmail(db(), { to, subject: 'Your tickets', text: 'Hello' })
    await dieAfterHandingOver('mail')
    await takeOver()
    expect(mailsTo(to)).toHaveLength(1)
    expect(mailsTo(to)[0]?.raw).toContain(`Message-ID: <job.${id}@`)
    expect((await db().select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
    })
  })

  it('is finished by another instance with one text in the outbox', async () => {
    const to = '+8801711999001'
    const text = `Your code is ${uniqueName('c')}`
    await queueSms(db(), { to, text })
    await dieAfterHandingOver('sms')
    await takeOver()
    expect(await db().select().from(outbox).where(eq(outbox.body, text))).toHaveLength(1)
  })

  it('sends a second copy with the same Message-ID only when the worker died before recording the first', async () => {
    const to = `${uniqueName('m')}@example.com`
    const id = await queueEmail(db(), { to, subject: 'Your tickets', text: 'Hello' })
    await dieAfterHandingOver('mail')
    // As if it had died between the server's "accepted" and writing that down: the documented limit.
    await db()
      .delete(outbox)
      .where(eq(outbox.deliveryKey, `job.${id}`))
    await takeOver()
    const copies = mailsTo(to).map((mail) => /Message-ID: (.+)/.exec(mail.raw)?.[1]?.trim())
    expect(copies).toEqual([`<job.${id}@localhost>`, `<job.${id}@localhost>`])
  })
})
