import { INTERRUPTED } from '@mela/shared/communication'
import { errorText } from '@mela/shared/error-codes'
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { accounts, communicationRecipients, communications, events, outbox, users } from '../../db/schema.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { messageSendFailures } from '../../lib/metrics.ts'
import { issueAccessLink } from '../checkout/purchase-access.ts'
import { holdsLease, stillHoldsLease } from '../jobs/job-lease.ts'
import type { JobHandlers, JobLease, JobOutcome } from '../jobs/job-queue.ts'
import type { MailTransport } from '../messages/mail-transport.ts'
import type { SmsProvider } from '../messages/sms-transport.ts'
import type { Language } from '../messages/templates.ts'
import { SEND_COMMUNICATION } from './communication.service.ts'
import { communicationMail, communicationSms, languageOfWords, refusedLink } from './communication-message.ts'
import { unsubscribeLink } from './unsubscribe.ts'

export const BATCH_SIZE = 50
export const MAX_ATTEMPTS = 3
/**
 * Longer than any one hand-over takes (the transports' own timeouts end it sooner): a recipient still `sending`
 * after it was left by a run that died, and only then is it tried again.
 */
export const SEND_DEADLINE_SECONDS = 180
// After a failed attempt: 30 s, then 2 min; the third failure is final.
const backoffSeconds = (attempts: number) => 30 * 4 ** (attempts - 1)

export type Senders = { db: Db; config: Config; mail: MailTransport; sms: SmsProvider }
type Recipient = typeof communicationRecipients.$inferSelect
type Claimed = Recipient & { language: Language | null }
type Options = { signal?: AbortSignal; batchSize?: number; lease?: JobLease }

/** The key of one recipient's message: its outbox row under this key proves it was handed over. */
export const deliveryKeyOf = (recipientId: string) => `recipient.${recipientId}`

/**
 * Sends one batch of a bulk message and answers when the next batch is due, so that each job run is short and
 * the queue decides who runs it. Each recipient is claimed `pending → sending` (under the job's lease) before
 * its message is handed over with the recipient's delivery key, and marked `sent` after. A recipient left
 * `sending` past its deadline was being sent by a run that died: it is `sent` when its delivery was recorded,
 * otherwise it is tried again (docs/decisions/bulk-messages.md).
 * `signal` stops the run between two recipients, as a worker shutting down (or a test) does.
 */
export async function sendCommunicationBatch(
  senders: Senders,
  communicationId: string,
  options: Options = {},
): Promise<JobOutcome | undefined> {
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
  await takeUpAbandoned(db, communicationId)

  const stopped = () => Boolean(options.signal?.aborted || options.lease?.signal.aborted)
  const batch = await dueRecipients(db, communicationId, options.batchSize ?? BATCH_SIZE)
  for (const recipient of batch) {
    if (stopped()) break
    await sendOne(senders, found, recipient, options.lease)
  }
  await countProgress(db, communicationId)
  if (stopped()) throw new Error('Stopped while sending')
  return nextBatchOrFinish(db, communicationId)
}

/**
 * Recipients a dead run left `sending`: sent as soon as their delivery was recorded; otherwise, past their
 * deadline (rows from before deadlines existed have none), pending again, unless runs died on them MAX_ATTEMPTS
 * times.
 */
async function takeUpAbandoned(db: Db, communicationId: string) {
  const delivered = sql`(select ${outbox.createdAt} from ${outbox}
    where ${outbox.deliveryKey} = ${deliveryKeyOf('')} || ${communicationRecipients.id})`
  await db
    .update(communicationRecipients)
    .set({
      status: sql`case when ${delivered} is not null then 'sent'
        when ${communicationRecipients.attempts} >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
      sentAt: delivered,
      lastError: sql`case when ${delivered} is null and ${communicationRecipients.attempts} >= ${MAX_ATTEMPTS}
        then ${INTERRUPTED} else ${communicationRecipients.lastError} end`,
      nextAttemptAt: null,
    })
    .where(
      and(
        eq(communicationRecipients.communicationId, communicationId),
        eq(communicationRecipients.status, 'sending'),
        // A recorded delivery is sent whoever left it: the database lost between the hand-over and the mark
        // (a restart) must not hold the message's progress back until the deadline.
        or(
          isNull(communicationRecipients.nextAttemptAt),
          lte(communicationRecipients.nextAttemptAt, sql`now()`),
          sql`${delivered} is not null`,
        ),
      ),
    )
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

// The claim names its deadline, and is made only while the job's lease is held: a run another worker took over
// stops here, before handing over anything more.
async function sendOne(
  { db, config, mail, sms }: Senders,
  found: Found,
  recipient: Claimed,
  lease?: JobLease,
) {
  const [claimed] = await db
    .update(communicationRecipients)
    .set({
      status: 'sending',
      attempts: sql`${communicationRecipients.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${SEND_DEADLINE_SECONDS})`,
    })
    .where(
      and(
        eq(communicationRecipients.id, recipient.id),
        eq(communicationRecipients.status, 'pending'),
        lease ? holdsLease(lease) : undefined,
      ),
    )
    .returning({ attempts: communicationRecipients.attempts })
  if (!claimed) {
    if (lease && !(await stillHoldsLease(db, lease))) throw new Error('Another worker took this job over')
    return
  }
  const key = deliveryKeyOf(recipient.id)
  const { communication, event, account } = found
  try {
    // A fresh signed-out link to the buyer's tickets, issued only when the message names it, in the
    // language the organizer wrote in; the footer (and its link) is in the recipient's.
    const ticketLink = inLanguage(
      communication.body.includes('{TicketLink}') && recipient.purchaseId
        ? await issueAccessLink(db, config.publicUrl, recipient.purchaseId)
        : `${config.publicUrl}/event/view/${event.id}`,
      languageOfWords(communication),
    )
    const values = {
      FirstName: recipient.firstName ?? '',
      EventTitle: event.title,
      TicketLink: ticketLink,
      organization: account.name,
    }
    // A text message cannot be made unclickable: one that came to carry a link (the event renamed since it
    // was queued, a buyer's name) is not sent, and not tried again.
    if (communication.channel === 'sms' && refusedLink(communication.body, values, account.verified))
      throw new RefusedMessage(errorText('LINKS_NEED_VERIFICATION'))
    if (communication.channel === 'sms')
      await sms.send({ to: recipient.address, text: communicationSms(communication.body, values) }, key)
    else
      await mail.send(
        communicationMail(
          recipient.address,
          { subject: communication.subject ?? '', body: communication.body },
          values,
          {
            unsubscribeLink: await unsubscribeLink(
              db,
              config.publicUrl,
              account.id,
              recipient.address,
              recipient.language ?? 'en',
            ),
            language: recipient.language ?? 'en',
            linksAllowed: account.verified,
          },
        ),
        key,
      )
    await db
      .update(communicationRecipients)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, nextAttemptAt: null })
      .where(and(eq(communicationRecipients.id, recipient.id), eq(communicationRecipients.status, 'sending')))
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const final = error instanceof RefusedMessage || claimed.attempts >= MAX_ATTEMPTS
    messageSendFailures.inc({ channel: communication.channel })
    await db
      .update(communicationRecipients)
      .set({
        status: final ? 'failed' : 'pending',
        lastError: reason,
        nextAttemptAt: final ? null : new Date(Date.now() + backoffSeconds(claimed.attempts) * 1000),
      })
      .where(and(eq(communicationRecipients.id, recipient.id), eq(communicationRecipients.status, 'sending')))
  }
}

/** Sent and failed counted from the recipients themselves, so the numbers are right whatever crashed. */
async function countProgress(db: Db, communicationId: string) {
  await db.execute(sql`update ${communications} set
      sent = (select count(*) from ${communicationRecipients} where communication_id = ${communicationId} and status = 'sent'),
      failed = (select count(*) from ${communicationRecipients} where communication_id = ${communicationId} and status = 'failed')
    where id = ${communicationId}`)
}

// A recipient another run is sending counts as left: the next batch comes at its deadline to take it up if that
// run died.
async function nextBatchOrFinish(db: Db, communicationId: string): Promise<JobOutcome | undefined> {
  const left = (await db.execute(sql`select count(*)::int as n, min(coalesce(next_attempt_at, now())) as next
    from ${communicationRecipients}
    where communication_id = ${communicationId} and status in ('pending', 'sending')`)) as unknown as {
    rows: { n: number; next: Date | string | null }[]
  }
  const { n = 0, next = null } = left.rows[0] ?? {}
  if (n > 0) {
    const runAt = next ? new Date(next) : new Date()
    return { again: runAt < new Date() ? new Date() : runAt }
  }
  await db.execute(sql`update ${communications}
    set status = case when sent = 0 and failed > 0 then 'failed' else 'done' end, finished_at = now()
    where id = ${communicationId} and status <> 'done'`)
}

export function communicationJobHandlers(senders: Senders): JobHandlers {
  return {
    [SEND_COMMUNICATION]: (payload, job) =>
      sendCommunicationBatch(senders, String(payload.communicationId), { lease: job }),
  }
}
