import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Language } from '@mela/shared/constants'
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { events, purchaseItems, purchases, tickets, waitlistEntries } from '../../db/schema.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { platformSecret } from '../../lib/secrets.ts'
import { activeHolds, seatsLeft } from '../checkout/holds.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { scheduleOfferAtHoldExpiry } from './offer-schedule.ts'

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
 * (capacity − sold − active holds). One place per phone or e-mail per ticket: joining again answers
 * the place already kept.
 */
export async function joinWaitlist(db: Db, input: JoinInput, userId: string | undefined, now = new Date()) {
  const [row] = await db
    .select({ ticket: tickets, event: events })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(tickets.id, input.TicketID))
  if (!row?.event.publishedAt || row.event.hiddenAt) throw NotFound('Ticket not found')
  if (!row.event.waitlistEnabled || row.event.endsAt <= now) throw fail('WAITLIST_CLOSED', 409)
  const held = await activeHolds(db, [row.ticket.id], now)
  if (seatsLeft(row.ticket, held) > 0) throw fail('WAITLIST_NOT_SOLD_OUT', 409)

  const same = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketId, row.ticket.id),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        sql`(${waitlistEntries.phone} = ${input.Phone ?? null} or lower(${waitlistEntries.email}) = lower(${input.Email ?? null})${userId ? sql` or ${waitlistEntries.userId} = ${userId}` : sql``})`,
      ),
    )
    .limit(1)
  const entry =
    same[0] ??
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
  return { entry, position: await positionOf(db, entry) }
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

/** The token that lets whoever joined leave again, signed in or not (a guest keeps it from the join). */
export async function leaveToken(db: Db, entryId: string) {
  return (await leaveSignature(db, entryId)).toString('base64url')
}

async function isLeaveToken(db: Db, entryId: string, token: string) {
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
  if (!byToken && !who.userId) throw NotFound('Not found')
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.id, id), byToken ? undefined : eq(waitlistEntries.userId, who.userId ?? '')),
      )
      .for('update')
    if (!entry || !['waiting', 'offered'].includes(entry.status)) throw NotFound('Not found')
    await tx.update(waitlistEntries).set({ status: 'removed' }).where(eq(waitlistEntries.id, entry.id))
    if (entry.status === 'offered' && entry.purchaseId) {
      const [ended] = await tx
        .update(purchases)
        .set({ status: 'cancelled', failureReason: 'Left the waiting list', updatedAt: now })
        .where(and(eq(purchases.id, entry.purchaseId), eq(purchases.status, 'pending')))
        .returning({ id: purchases.id })
      if (ended)
        await tx
          .update(purchaseItems)
          .set({ heldUntil: null })
          .where(eq(purchaseItems.purchaseId, entry.purchaseId))
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
