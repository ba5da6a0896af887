import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Language } from '@mela/shared/constants'
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { events, purchases, tickets, waitlistEntries } from '../../db/schema.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { countHit } from '../../lib/rate-limit.ts'
import { platformSecret } from '../../lib/secrets.ts'
import { announceFreedSeats } from '../inventory/freed-seats.ts'
import { activeHolds, releaseHolds, seatsLeft } from '../inventory/holds.ts'
import { isSeated } from '../inventory/reserved-seats.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { scheduleOfferAtHoldExpiry } from './offer-schedule.ts'
import { placeMail, placeSms } from './waitlist-messages.ts'

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect
export type JoinInput = {
  TicketID: string
  FirstName: string
  Phone?: string
  Email?: string
  Language?: Language
}
export type OfferDeps = { db: Db; config: Config; payments: PaymentProvider }

/**
 * Joins a sold-out ticket's queue: only when the event keeps a waiting list and no seat is left
 * (capacity − sold − active holds). One place per phone or e-mail per ticket. A new place is answered
 * with its leave token to whoever made it, and the signed-in person who holds a place gets it again;
 * anyone else typing a phone or e-mail that already waits learns nothing of it (409
 * WAITLIST_ALREADY_JOINED): its leave link goes to that place's own phone and e-mail instead.
 */
export async function joinWaitlist(
  db: Db,
  input: JoinInput,
  who: { userId?: string | undefined; publicUrl: string },
  now = new Date(),
) {
  const { userId } = who
  const [row] = await db
    .select({ ticket: tickets, event: events })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.id, input.TicketID))
  if (!row?.event.publishedAt || row.event.hiddenAt) throw NotFound('TICKET_NOT_FOUND')
  if (!row.event.waitlistEnabled || row.event.endsAt <= now) throw fail('WAITLIST_CLOSED', 409)
  const held = await activeHolds(db, [row.ticket.id], now)
  if (seatsLeft(row.ticket, held) > 0) throw fail('WAITLIST_NOT_SOLD_OUT', 409)

  const [same] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketId, row.ticket.id),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        sql`(${waitlistEntries.phone} = ${input.Phone ?? null} or lower(${waitlistEntries.email}) = lower(${input.Email ?? null})${userId ? sql` or ${waitlistEntries.userId} = ${userId}` : sql``})`,
      ),
    )
    // The caller's own place before a stranger's that shares the phone or e-mail typed.
    .orderBy(sql`${waitlistEntries.userId} is not distinct from ${userId ?? null} desc`)
    .limit(1)
  if (same && !(userId && same.userId === userId)) {
    await sendLeaveLink(db, who.publicUrl, same, row.event, now)
    throw fail('WAITLIST_ALREADY_JOINED', 409)
  }
  const entry =
    same ??
    (
      await db
        .insert(waitlistEntries)
        .values({
          ticketId: row.ticket.id,
          eventId: row.event.id,
          userId: userId ?? null,
          firstName: input.FirstName,
          phone: input.Phone ?? null,
          email: input.Email ?? null,
          language: input.Language ?? 'en',
          createdAt: now,
        })
        .returning()
    )[0]
  if (!entry) throw new Error('Waiting list entry was not created')
  // The seat a cart holds now is offered the moment that hold runs out, not at the next sweep.
  await scheduleOfferAtHoldExpiry(db, row.ticket.id, now)
  return { entry, position: await positionOf(db, entry), leaveToken: await leaveToken(db, entry.id) }
}

// A stranger may type someone's phone as often as they like: its owner hears of it a few times a day at most.
const leaveLinksPerDay = (entryId: string) => ({
  key: `waitlist-leave-link:${entryId}`,
  max: 3,
  windowSeconds: 24 * 60 * 60,
})

/** The place's leave link, by SMS and e-mail to the phone and e-mail it was joined with (never the caller's). */
async function sendLeaveLink(
  db: Db,
  publicUrl: string,
  entry: WaitlistEntryRow,
  event: typeof events.$inferSelect,
  now: Date,
) {
  const limit = leaveLinksPerDay(entry.id)
  if ((await countHit(db, limit, now)) > limit.max) return
  const token = await leaveToken(db, entry.id)
  const link = inLanguage(
    `${publicUrl}/purchase/create/event/${event.id}?ticket=${entry.ticketId}&waitlist=${entry.id}&leave=${token}`,
    entry.language,
  )
  const bengali = event.bn as { Title?: string | null } | null
  const values = {
    name: entry.firstName,
    event: (entry.language === 'bn' && bengali?.Title) || event.title,
    link,
  }
  const kind = (await isSeated(db, entry.ticketId)) ? 'seat' : 'ticket'
  if (entry.email) await queueEmail(db, placeMail(entry.language, kind, entry.email, values))
  if (entry.phone) await queueSms(db, { to: entry.phone, text: placeSms(entry.language, kind, values) })
}

/** 1 for the first person waiting; an offered entry is at the front. */
export async function positionOf(db: Db, entry: WaitlistEntryRow) {
  if (entry.status !== 'waiting') return entry.status === 'offered' ? 1 : 0
  const [ahead] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketId, entry.ticketId),
        eq(waitlistEntries.status, 'waiting'),
        lt(waitlistEntries.createdAt, entry.createdAt),
      ),
    )
  return (ahead?.n ?? 0) + 1
}

const leaveSignature = async (db: Db, entryId: string) =>
  createHmac('sha256', await platformSecret(db, 'waitlist-leave-key'))
    .update(`waitlist-leave\n${entryId}`)
    .digest()

/**
 * The token that lets a place be left without signing in: answered once to the browser that made the
 * place, and sent in its leave link to the place's own phone and e-mail.
 */
export async function leaveToken(db: Db, entryId: string) {
  return (await leaveSignature(db, entryId)).toString('base64url')
}

/** Whether `token` is the entry's leave token: what proves a place to a page without a sign-in. */
export async function isLeaveToken(db: Db, entryId: string, token: string) {
  const given = Buffer.from(token, 'base64url')
  const expected = await leaveSignature(db, entryId)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Leaves the queue: the signed-in person who joined, or anyone holding the entry's leave token. Anyone
 * else (an organizer of the event too) is told it does not exist. An offered seat goes back at once.
 */
export async function leaveWaitlist(
  db: Db,
  id: string,
  who: { userId?: string; token?: string },
  now = new Date(),
) {
  const byToken = who.token ? await isLeaveToken(db, id, who.token) : false
  if (!byToken && !who.userId) throw NotFound('NOT_FOUND')
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.id, id), byToken ? undefined : eq(waitlistEntries.userId, who.userId ?? '')),
      )
      .for('update')
    if (!entry || !['waiting', 'offered'].includes(entry.status)) throw NotFound('NOT_FOUND')
    await tx.update(waitlistEntries).set({ status: 'removed' }).where(eq(waitlistEntries.id, entry.id))
    if (entry.status === 'offered' && entry.purchaseId) {
      const [ended] = await tx
        .update(purchases)
        .set({ status: 'cancelled', failureReason: 'Left the waiting list', updatedAt: now })
        .where(and(eq(purchases.id, entry.purchaseId), eq(purchases.status, 'pending')))
        .returning({ id: purchases.id })
      if (ended) {
        // Through inventory, as every hold ends: the seat's plan moves on, and the next person waiting hears.
        await releaseHolds(tx, entry.purchaseId)
        await announceFreedSeats(tx, [entry.ticketId])
      }
    }
    return entry
  })
}

/** The queue of an event, ticket by ticket: how many wait, how many hold an offer, and who. */
export async function waitlistOfEvent(db: Db, eventId: string) {
  const rows = await db
    .select({ entry: waitlistEntries, ticket: tickets })
    .from(waitlistEntries)
    .innerJoin(tickets, eq(tickets.id, waitlistEntries.ticketId))
    .where(and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .orderBy(asc(waitlistEntries.createdAt))
  const all = await db
    .select()
    .from(tickets)
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.createdAt))
  return all.map((ticket) => {
    const mine = rows.filter((row) => row.ticket.id === ticket.id).map((row) => row.entry)
    return {
      TicketID: ticket.id,
      Section: ticket.section,
      Category: ticket.category,
      Bn: (ticket.bn as { Section: string | null; Category: string | null } | null) ?? null,
      Waiting: mine.filter((entry) => entry.status === 'waiting').length,
      Offered: mine.filter((entry) => entry.status === 'offered').length,
      Entries: mine.map((entry) => ({
        ID: entry.id,
        FirstName: entry.firstName,
        Phone: entry.phone,
        Email: entry.email,
        Status: entry.status,
        CreatedAt: entry.createdAt.toISOString(),
        OfferExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
      })),
    }
  })
}
