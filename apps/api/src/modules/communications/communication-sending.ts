import { INTERRUPTED, LINKS_NEED_VERIFICATION } from '@mela/shared/communication'
import { and, eq, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { accounts, communicationRecipients, communications, events, users } from '../../db/schema.ts'
import { issueAccessLink } from '../checkout/purchase-access.ts'
import { enqueueJob, type JobHandlers } from '../jobs/job-queue.ts'
import type { MailTransport } from '../messages/mail-transport.ts'
import type { SmsProvider } from '../messages/sms-transport.ts'
import type { Language } from '../messages/templates.ts'
import { SEND_COMMUNICATION } from './communication.service.ts'
import { communicationMail, communicationSms, refusedLink } from './communication-message.ts'
import { unsubscribeLink } from './unsubscribe.ts'

export const BATCH_SIZE = 50
export const MAX_ATTEMPTS = 3
// After a failed attempt: 30 s, then 2 min; the third failure is final.
const backoffSeconds = (attempts: number) => 30 * 4 ** (attempts - 1)

export type Senders = { db: Db; config: Config; mail: MailTransport; sms: SmsProvider }
type Recipient = typeof communicationRecipients.$inferSelect
type Claimed = Recipient & { language: Language | null }

/**
 * Sends one batch of a bulk message and queues the next, so that each job run is short (well inside the job's
 * lease) and the queue decides who runs it. Each recipient is marked `sending` just before its message is handed
 * over and `sent` once the transport accepted it. A recipient found `sending` when a run starts was being sent
 * by a run that died: the message may or may not have left, so it is marked failed ("interrupted") for the
 * organizer to see rather than sent a second time (docs/decisions.md, "Bulk messages: at most once").
 * `signal` stops the run between two recipients, as a worker shutting down (or a test) does.
 */
export async function sendCommunicationBatch(
  senders: Senders,
  communicationId: string,
  options: { signal?: AbortSignal; batchSize?: number } = {},
) {
  const { db } = senders
  const [found] = await db
    .select({ communication: communications, event: events, account: accounts })
    .from(communications)
    .innerJoin(events, eq(events.id, communications.eventId))
    .innerJoin(accounts, eq(accounts.id, communications.accountId))
    .where(eq(communications.id, communicationId))
  if (!found || found.communication.status === 'done' || found.communication.status === 'failed') return
  await db
    .update(communications)
    .set({ status: 'sending' })
    .where(and(eq(communications.id, communicationId), eq(communications.status, 'queued')))
  await db
    .update(communicationRecipients)
    .set({ status: 'failed', lastError: INTERRUPTED })
    .where(
      and(
        eq(communicationRecipients.communicationId, communicationId),
        eq(communicationRecipients.status, 'sending'),
      ),
    )

  const batch = await dueRecipients(db, communicationId, options.batchSize ?? BATCH_SIZE)
  for (const recipient of batch) {
    if (options.signal?.aborted) break
    await sendOne(senders, found, recipient)
  }
  await countProgress(db, communicationId)
  if (options.signal?.aborted) throw new Error('Stopped while sending')
  await queueNextOrFinish(db, communicationId)
}

// SKIP LOCKED keeps two runs (a lease taken over) from picking the same rows while they read them; the
// `status = 'pending'` condition of the claim in sendOne is what makes each recipient go out once.
async function dueRecipients(db: Db, communicationId: string, limit: number): Promise<Claimed[]> {
  const rows = (await db.execute(sql`
    select r.*, u.language from ${communicationRecipients} r
      left join purchases p on p.id = r.purchase_id left join ${users} u on u.id = p.user_id
    where r.id in (select id from ${communicationRecipients}
      where communication_id = ${communicationId} and status = 'pending'
        and (next_attempt_at is null or next_attempt_at <= now())
      order by id limit ${limit} for update skip locked)`)) as unknown as {
    rows: Record<string, unknown>[]
  }
  return rows.rows.map((row) => ({
    id: String(row.id),
    communicationId: String(row.communication_id),
    purchaseId: (row.purchase_id as string | null) ?? null,
    address: String(row.address),
    firstName: (row.first_name as string | null) ?? null,
    status: 'pending',
    attempts: Number(row.attempts),
    lastError: null,
    nextAttemptAt: null,
    sentAt: null,
    language: (row.language as Language | null) ?? null,
  }))
}

class RefusedMessage extends Error {}

type Found = {
  communication: typeof communications.$inferSelect
  event: typeof events.$inferSelect
  account: typeof accounts.$inferSelect
}

async function sendOne({ db, config, mail, sms }: Senders, found: Found, recipient: Claimed) {
  const [claimed] = await db
    .update(communicationRecipients)
    .set({ status: 'sending', attempts: sql`${communicationRecipients.attempts} + 1` })
    .where(and(eq(communicationRecipients.id, recipient.id), eq(communicationRecipients.status, 'pending')))
    .returning({ attempts: communicationRecipients.attempts })
  if (!claimed) return
  const { communication, event, account } = found
  try {
    // A fresh signed-out link to the buyer's tickets, issued only when the message names it.
    const ticketLink =
      communication.body.includes('{TicketLink}') && recipient.purchaseId
        ? await issueAccessLink(db, config.publicUrl, recipient.purchaseId)
        : `${config.publicUrl}/event/view/${event.id}`
    const values = {
      FirstName: recipient.firstName ?? '',
      EventTitle: event.title,
      TicketLink: ticketLink,
      organization: account.name,
    }
    // A text message cannot be made unclickable: one that came to carry a link (the event renamed since it
    // was queued, a buyer's name) is not sent, and not tried again.
    if (communication.channel === 'sms' && refusedLink(communication.body, values, account.verified))
      throw new RefusedMessage(LINKS_NEED_VERIFICATION)
    if (communication.channel === 'sms')
      await sms.send({ to: recipient.address, text: communicationSms(communication.body, values) })
    else
      await mail.send(
        communicationMail(
          recipient.address,
          { subject: communication.subject ?? '', body: communication.body },
          values,
          {
            unsubscribeLink: await unsubscribeLink(db, config.publicUrl, account.id, recipient.address),
            language: recipient.language ?? 'en',
            linksAllowed: account.verified,
          },
        ),
      )
    await db
      .update(communicationRecipients)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(and(eq(communicationRecipients.id, recipient.id), eq(communicationRecipients.status, 'sending')))
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const final = error instanceof RefusedMessage || claimed.attempts >= MAX_ATTEMPTS
    await db
      .update(communicationRecipients)
      .set({
        status: final ? 'failed' : 'pending',
        lastError: reason,
        nextAttemptAt: final ? null : new Date(Date.now() + backoffSeconds(claimed.attempts) * 1000),
      })
      .where(eq(communicationRecipients.id, recipient.id))
  }
}

/** Sent and failed counted from the recipients themselves, so the numbers are right whatever crashed. */
async function countProgress(db: Db, communicationId: string) {
  await db.execute(sql`update ${communications} set
      sent = (select count(*) from ${communicationRecipients} where communication_id = ${communicationId} and status = 'sent'),
      failed = (select count(*) from ${communicationRecipients} where communication_id = ${communicationId} and status = 'failed')
    where id = ${communicationId}`)
}

async function queueNextOrFinish(db: Db, communicationId: string) {
  const left = (await db.execute(sql`select count(*)::int as n, min(coalesce(next_attempt_at, now())) as next
    from ${communicationRecipients}
    where communication_id = ${communicationId} and status in ('pending', 'sending')`)) as unknown as {
    rows: { n: number; next: Date | string | null }[]
  }
  const { n = 0, next = null } = left.rows[0] ?? {}
  if (n > 0) {
    const runAt = next ? new Date(next) : new Date()
    await enqueueJob(
      db,
      SEND_COMMUNICATION,
      { communicationId },
      { runAt: runAt < new Date() ? new Date() : runAt },
    )
    return
  }
  await db.execute(sql`update ${communications}
    set status = case when sent = 0 and failed > 0 then 'failed' else 'done' end, finished_at = now()
    where id = ${communicationId} and status <> 'done'`)
}

export function communicationJobHandlers(senders: Senders): JobHandlers {
  return {
    [SEND_COMMUNICATION]: (payload) => sendCommunicationBatch(senders, String(payload.communicationId)),
  }
}
