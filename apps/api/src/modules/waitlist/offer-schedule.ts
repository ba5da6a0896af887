import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { jobs, purchaseItems, purchases, waitlistEntries } from '../../db/schema.ts'
import { enqueueJob } from '../jobs/job-queue.ts'

/** The job that offers a sold-out ticket's seat to its waiting list the moment a hold on it runs out. */
export const OFFER_AT_HOLD_EXPIRY = 'offer-at-hold-expiry'

/**
 * Queues the offer job for when the first active hold of the ticket runs out (a buyer's cart or an
 * earlier offer), while someone waits for it. Asked again after every offer round, so the holds that
 * follow are covered one after another; the 30 s hold sweep stays the safety net. A job already queued
 * for that moment or earlier is enough (it schedules the next one when it runs); a duplicate queued by
 * two callers at once is harmless, since offering a seat happens under the ticket's row lock.
 */
export async function scheduleOfferAtHoldExpiry(db: Db, ticketId: string, now = new Date()) {
  const [waiting] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.ticketId, ticketId), eq(waitlistEntries.status, 'waiting')))
    .limit(1)
  if (!waiting) return undefined
  const [first] = await db
    .select({ endsAt: sql<string | Date | null>`min(${purchaseItems.heldUntil})` })
    .from(purchaseItems)
    .where(and(eq(purchaseItems.ticketId, ticketId), gt(purchaseItems.heldUntil, now)))
  if (!first?.endsAt) return undefined
  const runAt = new Date(first.endsAt)
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, OFFER_AT_HOLD_EXPIRY),
        eq(jobs.status, 'queued'),
        sql`${jobs.payload}->>'ticketId' = ${ticketId}`,
        lte(jobs.runAt, runAt),
      ),
    )
    .limit(1)
  if (queued) return runAt
  await enqueueJob(db, OFFER_AT_HOLD_EXPIRY, { ticketId }, { runAt })
  return runAt
}

/**
 * Ends the ticket's pending purchases whose hold has run out (what the sweep would do later), so the
 * buyer's page and the waiting list's offer agree on who holds the seat. Idempotent.
 */
export async function endExpiredHoldsOf(db: Db, ticketId: string, now = new Date()) {
  const holding = db
    .select({ id: purchaseItems.purchaseId })
    .from(purchaseItems)
    .where(and(eq(purchaseItems.ticketId, ticketId), lte(purchaseItems.heldUntil, now)))
  await db
    .update(purchases)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(eq(purchases.status, 'pending'), lte(purchases.expiresAt, now), inArray(purchases.id, holding)),
    )
}
