import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { queuePlaces } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { readAdmissionPass } from './queue-pass.ts'
import { queueState } from './queue-state.ts'

const queueRequired = () => fail('QUEUE_REQUIRED', 403)

/**
 * Checkout's guard: undefined when the event's queue is off, else the place whose pass the request
 * carries (X-Queue-Pass), which must be this event's, signed by us, unexpired and not used; else 403
 * QUEUE_REQUIRED. It only looks: reservePurchase spends the pass with useQueuePass. `exempt` (asked
 * only when there is no pass) lets the event's own team price orders at the counter.
 */
export async function requireQueuePass(
  db: Db,
  eventId: string,
  pass: string | string[] | undefined,
  now: Date,
  exempt?: () => Promise<boolean>,
): Promise<string | undefined> {
  const state = await queueState(db, eventId, now)
  if (!state?.enabled) return undefined
  const placeId = typeof pass === 'string' ? await readAdmissionPass(db, eventId, pass, now) : undefined
  if (!placeId && pass === undefined && exempt && (await exempt())) return undefined
  if (!placeId) throw queueRequired()
  const [place] = await db
    .select({ usedAt: queuePlaces.usedAt })
    .from(queuePlaces)
    .where(and(eq(queuePlaces.id, placeId), eq(queuePlaces.eventId, eventId)))
  if (!place || place.usedAt) throw queueRequired()
  return placeId
}

/**
 * Spends a pass: one purchase per pass. Run in the hold's transaction, so a refused hold (rolled back)
 * leaves the pass for another try, and of two purchases with one pass at once only one goes through.
 */
export async function useQueuePass(tx: Db, placeId: string, now: Date) {
  const used = await tx
    .update(queuePlaces)
    .set({ usedAt: now })
    .where(and(eq(queuePlaces.id, placeId), isNull(queuePlaces.usedAt)))
    .returning({ id: queuePlaces.id })
  if (used.length === 0) throw queueRequired()
}
