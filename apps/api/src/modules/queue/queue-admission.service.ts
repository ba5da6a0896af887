import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { queuePlaces } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { readAdmissionPass } from './queue-pass.ts'
import { queueState } from './queue-state.ts'

const queueRequired = () => fail('QUEUE_REQUIRED', 403)

/**
 * Checkout's guard: undefined when the event's queue is off, else the place whose pass the request
 * carries (X-Queue-Pass), which must be this event's, signed by us, unexpired and not used; else 403
 * QUEUE_REQUIRED. It only looks: the purchase spends the pass in its own transaction (mela_start_purchase).
 * `exempt` (asked only when there is no pass) lets the event's own team price orders at the counter.
 */
export async function requireQueuePass(
  db: Db,
  eventId: string,
  pass: string | string[] | undefined,
  now: Date,
  exempt?: () => Promise<boolean>,
): Promise<string | undefined> {
  const placeId = await queuePassPlace(db, eventId, pass, now, exempt)
  if (!placeId) return undefined
  const [place] = await db
    .select({ usedAt: queuePlaces.usedAt })
    .from(queuePlaces)
    .where(and(eq(queuePlaces.id, placeId), eq(queuePlaces.eventId, eventId)))
  if (!place || place.usedAt) throw queueRequired()
  return placeId
}

/**
 * The guard without its look at the place: the place a genuine, unexpired pass of this event names, for a
 * caller that spends it in the same statement that checks it is unused (mela_start_purchase).
 */
export async function queuePassPlace(
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
  return placeId
}
