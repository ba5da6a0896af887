import { createHmac, timingSafeEqual } from 'node:crypto'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { escapeHtml } from '@mela/shared/html'
import { type CountedText, countedText, fillHtml, fillText } from '@mela/shared/texts'
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { accounts, events, followNotices, shortUrls, unsubscribes, users } from '../../db/schema.ts'
import { isUuid } from '../../lib/ids.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { platformSecret } from '../../lib/secrets.ts'
import { unsubscribeLink } from '../communications/unsubscribe.ts'
import { type JobHandlers, nextRun, schedulePeriodicJob } from '../jobs/job-queue.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import type { Language } from '../messages/templates.ts'
import { createShortLink } from '../short-links/short-link.service.ts'

const DAY_MS = 24 * 60 * 60 * 1000
// The job looks every hour; each person still hears at most once a day.
const DIGEST_EVERY_MS = 60 * 60 * 1000
const KEY_NAME = 'follow-unsubscribe-key'

const signatureOf = async (db: Db, payload: string) =>
  createHmac('sha256', await platformSecret(db, KEY_NAME))
    .update(`follow-alerts\n${payload}`)
    .digest()

/** The signed token of a digest's "stop all alerts" link; it never expires, as old mails must keep working. */
export async function followUnsubscribeToken(db: Db, userId: string) {
  return `${userId}.${(await signatureOf(db, userId)).toString('base64url')}`
}

/** The person a genuine token names, or undefined. */
export async function readFollowUnsubscribeToken(db: Db, token: string) {
  const [userId, signature, extra] = token.split('.')
  if (!userId || !signature || extra !== undefined || !isUuid(userId)) return undefined
  const given = Buffer.from(signature, 'base64url')
  const expected = await signatureOf(db, userId)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return userId
}

/** Switches a person's follow alerts off (the digest's unsubscribe-all link); twice is the same as once. */
export async function stopFollowAlerts(db: Db, userId: string) {
  await db.update(users).set({ followAlerts: false, updatedAt: new Date() }).where(eq(users.id, userId))
}

const TEXTS: Record<
  Language,
  { subject: string; greeting: string; intro: string; organization: string; all: string; sms: CountedText }
> = {
  en: {
    subject: 'New events from what you follow on Mela',
    greeting: 'Hello {name},',
    intro: 'Organizers and performers you follow have new events:',
    organization: 'No more messages from {organization}',
    all: 'Stop all alerts of new events',
    sms: {
      one: 'Mela: {count} new event from what you follow: {link} Stop all: {stop}',
      other: 'Mela: {count} new events from what you follow: {link} Stop all: {stop}',
    },
  },
  bn: {
    subject: 'Mela-তে আপনার অনুসরণ করা আয়োজকদের নতুন ইভেন্ট',
    greeting: 'প্রিয় {name},',
    intro: 'আপনি যাঁদের অনুসরণ করেন তাঁদের নতুন ইভেন্ট:',
    organization: '{organization} থেকে আর কোনো বার্তা নয়',
    all: 'নতুন ইভেন্টের সব সতর্কবার্তা বন্ধ করুন',
    sms: {
      one: 'Mela: আপনার অনুসরণ করা আয়োজকদের {count}টি নতুন ইভেন্ট: {link} সব বন্ধ: {stop}',
      other: 'Mela: আপনার অনুসরণ করা আয়োজকদের {count}টি নতুন ইভেন্ট: {link} সব বন্ধ: {stop}',
    },
  },
}

type Notice = {
  id: string
  eventId: string
  title: string
  bn: unknown
  startsAt: Date
  accountId: string
  accountName: string
}

/**
 * Sends each person with unsent notices one digest (e-mail, or SMS without an e-mail), at most once a day,
 * never to someone with alerts off, leaving out organizations the address unsubscribed from. A person's
 * notices are claimed and their message queued in one transaction, so a digest is sent once even when two
 * workers run at the same time. `force` skips the once-a-day wait (for the development hook).
 */
export async function sendFollowDigests(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  options: { now?: Date; force?: boolean } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const waiting = await db
    .selectDistinct({ userId: followNotices.userId })
    .from(followNotices)
    .where(isNull(followNotices.sentAt))
  let sent = 0
  for (const { userId } of waiting) {
    if (await sendDigestTo(db, config.publicUrl, userId, now, options.force ?? false)) sent++
  }
  return sent
}

async function sendDigestTo(db: Db, publicUrl: string, userId: string, now: Date, force: boolean) {
  return db.transaction(async (tx) => {
    // Locks the person's row: a second worker waits, then finds the notices already sent.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) return false
    if (!force) {
      const [recent] = await tx
        .select({ id: followNotices.id })
        .from(followNotices)
        .where(
          and(eq(followNotices.userId, userId), gt(followNotices.sentAt, new Date(now.getTime() - DAY_MS))),
        )
        .limit(1)
      if (recent) return false
    }
    const notices: Notice[] = await tx
      .select({
        id: followNotices.id,
        eventId: events.id,
        title: events.title,
        bn: events.bn,
        startsAt: events.startsAt,
        accountId: accounts.id,
        accountName: accounts.name,
      })
      .from(followNotices)
      .innerJoin(events, eq(events.id, followNotices.eventId))
      .innerJoin(accounts, eq(accounts.id, events.accountId))
      .where(and(eq(followNotices.userId, userId), isNull(followNotices.sentAt)))
      .orderBy(asc(events.startsAt))
    if (notices.length === 0) return false
    // Every notice is settled now, listed or not: an event that began, was hidden or went private, or an
    // organization the address left, is not kept for a later digest.
    await tx
      .update(followNotices)
      .set({ sentAt: now })
      .where(
        inArray(
          followNotices.id,
          notices.map((n) => n.id),
        ),
      )
    if (!user.followAlerts || user.bannedAt) return false
    const address = user.email ?? user.phone
    if (!address) return false
    const left = new Set(
      (
        await tx
          .select({ accountId: unsubscribes.accountId })
          .from(unsubscribes)
          .where(
            and(
              sql`lower(${unsubscribes.address}) = lower(${address})`,
              inArray(unsubscribes.accountId, [...new Set(notices.map((n) => n.accountId))]),
            ),
          )
      ).map((row) => row.accountId),
    )
    const shown = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          inArray(
            events.id,
            notices.map((n) => n.eventId),
          ),
          eq(events.visibility, 'public'),
          isNull(events.hiddenAt),
          sql`${events.publishedAt} is not null`,
          gt(events.startsAt, now),
        ),
      )
    const listed = notices.filter((n) => !left.has(n.accountId) && shown.some((s) => s.id === n.eventId))
    if (listed.length === 0) return false

    const lang: Language = user.language
    const t = TEXTS[lang]
    const titleOf = (n: Notice) => {
      const bn = n.bn as { Title?: string | null } | null
      return (lang === 'bn' && bn?.Title) || n.title
    }
    const stopAll = inLanguage(
      `${publicUrl}/api/follow/unsubscribe?token=${await followUnsubscribeToken(tx, userId)}`,
      lang,
    )
    if (user.email) {
      const lines = listed.map((n) => ({
        text: `${titleOf(n)} · ${n.accountName} · ${formatDate(n.startsAt, DATE_TIME_FULL, { lang })}`,
        link: inLanguage(`${publicUrl}/e/${n.eventId}`, lang),
      }))
      const organizations = [...new Map(listed.map((n) => [n.accountId, n.accountName])).entries()]
      const leave = await Promise.all(
        organizations.map(async ([accountId, organization]) => ({
          text: fillText(t.organization, { organization }),
          link: await unsubscribeLink(tx, publicUrl, accountId, user.email as string, lang),
        })),
      )
      const named = { name: user.firstName }
      const text = [
        fillText(t.greeting, named),
        '',
        t.intro,
        '',
        ...lines.map((l) => `${l.text}\n${l.link}\n`),
        ...leave.map((l) => `${l.text}: ${l.link}`),
        `${t.all}: ${stopAll}`,
        '',
        'Mela',
      ].join('\n')
      const html = `<p>${fillHtml(t.greeting, named)}</p><p>${escapeHtml(t.intro)}</p>
<ul>${lines.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.text)}</a></li>`).join('')}</ul>
<p style="font-size:small">${leave
        .map((l) => `<a href="${escapeHtml(l.link)}">${escapeHtml(l.text)}</a>`)
        .concat(`<a href="${escapeHtml(stopAll)}">${escapeHtml(t.all)}</a>`)
        .join('<br>')}</p><p>Mela</p>`
      await queueEmail(tx, {
        to: user.email,
        subject: t.subject,
        text,
        html,
        headers: {
          'List-Unsubscribe': `<${stopAll}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
    } else if (user.phone) {
      // /following unfollows one organization at a time; the short link stops them all in one tap.
      await queueSms(tx, {
        to: user.phone,
        text: countedText(t.sms, listed.length, {
          count: localizeDigits(String(listed.length), lang),
          link: inLanguage(`${publicUrl}/following`, lang),
          stop: await shortStopLink(tx, publicUrl, userId, stopAll),
        }),
      })
    }
    return true
  })
}

/**
 * The stop-all link short enough for an SMS: a short link (owned by the person it stops) to the signed
 * link, made once and reused by every later digest.
 */
async function shortStopLink(db: Db, publicUrl: string, userId: string, stopAll: string) {
  const [known] = await db
    .select({ slug: shortUrls.slug })
    .from(shortUrls)
    .where(and(eq(shortUrls.ownerId, userId), eq(shortUrls.url, stopAll)))
    .limit(1)
  const slug =
    known?.slug ?? (await createShortLink(db, { URL: stopAll }, { id: userId, superuser: false })).slug
  return `${publicUrl}/s/${slug}`
}

/** Makes sure one digest pass is queued; each pass queues the next, so the digest survives restarts. */
export const scheduleFollowDigest = (db: Db) => schedulePeriodicJob(db, 'follow-digest', DIGEST_EVERY_MS)

export function followJobHandlers(db: Db, config: Config): JobHandlers {
  return {
    'follow-digest': async () => {
      await sendFollowDigests(db, config)
      return nextRun(DIGEST_EVERY_MS)
    },
  }
}
