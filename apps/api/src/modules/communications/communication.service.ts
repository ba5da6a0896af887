import {
  type CommunicationInput,
  type CommunicationPreview,
  type CommunicationPreviewInput,
  smsCost,
  smsSegments,
  type TestSend,
} from '@mela/shared/communication'
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { communications, tickets, users } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import type { EventRow, OrganizationRow } from '../../lib/event-access.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { accessLinkShape } from '../checkout/purchase-access.ts'
import { enqueueJob } from '../jobs/job-queue.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import { type Audience, audienceQuery, countAudience } from './communication-audience.ts'
import {
  communicationMail,
  communicationSms,
  languageOfWords,
  type MessageValues,
  refusedLink,
} from './communication-message.ts'
import { unsubscribeLink } from './unsubscribe.ts'

export const SEND_COMMUNICATION = 'send-communication'
// More tries than other jobs: a message whose sending job gave up stays half sent until the next sweep.
export const SENDING_ATTEMPTS = 10

type Found = { event: EventRow; account: OrganizationRow }
type Ctx = { db: Db; config: Config; now?: Date }

const DAY_MS = 24 * 60 * 60 * 1000
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

/** Midnight in Dhaka (UTC+6, no daylight saving) of the day `now` falls in: where the daily cap restarts. */
export const startOfDhakaDay = (now: Date) =>
  new Date(Math.floor((now.getTime() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS)

const audienceOf = ({ event }: Found, input: CommunicationPreviewInput): Audience => ({
  eventId: event.id,
  accountId: event.accountId,
  channel: input.Channel,
  ticketIds: input.TicketIDs,
  statuses: input.Statuses,
})

// Links are how spam and phishing travel: only an organization the platform verified may send them. The
// words are read with the event title in, as the buyer will read them.
function refuseLinks(found: Found, input: CommunicationPreviewInput) {
  const values = valuesFor(found, null, '')
  const allowed = found.account.verified
  if (refusedLink(input.Body, values, allowed)) throw FieldErrors({ Body: 'LINKS_NEED_VERIFICATION' })
  if (input.Subject && refusedLink(input.Subject, values, allowed))
    throw FieldErrors({ Subject: 'LINKS_NEED_VERIFICATION' })
}

async function refuseForeignTickets(db: Db, eventId: string, ticketIds: string[] | undefined) {
  if (!ticketIds?.length) return
  const found = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), inArray(tickets.id, ticketIds)))
  if (found.length !== new Set(ticketIds).size) throw FieldErrors({ TicketIDs: 'TICKET_NOT_OF_EVENT' })
}

const valuesFor = (found: Found, firstName: string | null, ticketLink: string): MessageValues => ({
  FirstName: firstName ?? '',
  EventTitle: found.event.title,
  TicketLink: ticketLink,
  organization: found.account.name,
})

/** The recipient count and one real recipient's message (and for SMS its parts and cost); nothing is sent. */
export async function previewCommunication(
  { db, config }: Ctx,
  found: Found,
  input: CommunicationPreviewInput,
): Promise<CommunicationPreview> {
  refuseLinks(found, input)
  await refuseForeignTickets(db, found.event.id, input.TicketIDs)
  const { count: recipients, sample, longestName } = await countAudience(db, audienceOf(found, input))
  // The real link is issued at sending time; the preview shows its shape (a token as long as a real one)
  // without opening anyone's tickets.
  const ticketLink = inLanguage(
    accessLinkShape(config.publicUrl, sample?.purchase_id ?? found.event.id),
    languageOfWords({ subject: input.Subject, body: input.Body }),
  )
  const values = valuesFor(found, sample?.first_name ?? null, ticketLink)
  const to = sample?.address ?? ''
  if (input.Channel === 'sms') {
    const body = communicationSms(input.Body, values)
    // Counted as the longest of the messages will be sent, so the cost is never under what is paid.
    const longest = communicationSms(input.Body, valuesFor(found, longestName, ticketLink))
    const { Encoding, Segments } = smsSegments(longest)
    return {
      Recipients: recipients,
      Sample: sample ? { To: to, Subject: null, Body: body } : null,
      Segments,
      Encoding,
      CostTaka: smsCost(Segments, recipients, config.smsCostTaka),
    }
  }
  const mail = communicationMail(to, { subject: input.Subject ?? '', body: input.Body }, values, {
    unsubscribeLink: `${config.publicUrl}/communication/unsubscribe?token=…`,
    linksAllowed: found.account.verified,
  })
  return {
    Recipients: recipients,
    Sample: sample ? { To: to, Subject: mail.subject, Body: mail.text } : null,
  }
}

/**
 * Freezes the recipients of a bulk message and queues its sending, in one transaction: the organization's
 * row is locked while its messages of the day are counted, so two sends at once cannot both pass the cap.
 */
export async function createCommunication(
  { db, config, now = new Date() }: Ctx,
  found: Found,
  input: CommunicationInput,
  userId: string,
): Promise<string> {
  refuseLinks(found, input)
  await refuseForeignTickets(db, found.event.id, input.TicketIDs)
  return db.transaction(async (tx) => {
    // One message created at a time per organization, for the daily cap. Not by locking the account's row: the
    // sale's ledger entries take a key-share lock on it, and the recipients' insert below waits on purchases being
    // paid, so holding that row deadlocked a sale with a bulk message (npm run soak:cluster found it).
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`communication-cap:${found.account.id}`}, 0))`,
    )
    const [today] = await tx
      .select({ n: count() })
      .from(communications)
      .where(
        and(
          eq(communications.accountId, found.account.id),
          gte(communications.createdAt, startOfDhakaDay(now)),
        ),
      )
    if ((today?.n ?? 0) >= config.communicationsPerDay) throw fail('COMMUNICATION_CAP', 429)
    const [row] = await tx
      .insert(communications)
      .values({
        accountId: found.account.id,
        eventId: found.event.id,
        channel: input.Channel,
        subject: input.Channel === 'email' ? (input.Subject ?? null) : null,
        body: input.Body,
        audience: { TicketIDs: input.TicketIDs ?? [], Statuses: input.Statuses ?? [] },
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: communications.id })
    if (!row) throw new Error('Communication was not created')
    const frozen = (await tx.execute(sql`with added as (
        insert into communication_recipients (communication_id, purchase_id, address, first_name)
        select ${row.id}::uuid, purchase_id, address, first_name from (${audienceQuery(audienceOf(found, input))}) as audience
        on conflict do nothing returning 1)
      select count(*)::int as n from added`)) as unknown as { rows: { n: number }[] }
    const total = frozen.rows[0]?.n ?? 0
    if (total === 0) throw fail('NO_RECIPIENTS', 400)
    await tx.update(communications).set({ total }).where(eq(communications.id, row.id))
    await enqueueJob(tx, SEND_COMMUNICATION, { communicationId: row.id }, { maxAttempts: SENDING_ATTEMPTS })
    return row.id
  })
}

/** Sends the message once to the organizer's own address (e-mail or phone), as a recipient would read it. */
export async function sendTest(
  { db, config }: Ctx,
  found: Found,
  input: CommunicationInput,
  userId: string,
): Promise<TestSend> {
  refuseLinks(found, input)
  const [me] = await db.select().from(users).where(eq(users.id, userId))
  const to = input.Channel === 'email' ? me?.email : me?.phone
  if (!me || !to) throw fail('NO_OWN_ADDRESS', 400)
  const eventLink = inLanguage(
    `${config.publicUrl}/event/view/${found.event.id}`,
    languageOfWords({ subject: input.Subject, body: input.Body }),
  )
  const values = valuesFor(found, me.firstName, eventLink)
  if (input.Channel === 'sms') await queueSms(db, { to, text: communicationSms(input.Body, values) })
  else
    await queueEmail(
      db,
      communicationMail(to, { subject: input.Subject ?? '', body: input.Body }, values, {
        unsubscribeLink: await unsubscribeLink(
          db,
          config.publicUrl,
          found.account.id,
          to.toLowerCase(),
          me.language ?? 'en',
        ),
        language: me.language ?? 'en',
        linksAllowed: found.account.verified,
      }),
    )
  return { TestSentTo: to }
}
