import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { firstRowOf } from '../../db/row-from-json.ts'
import { eventQueues } from '../../db/schema.ts'
import { shortLivedCache } from '../../lib/short-lived-cache.ts'

export type QueueState = typeof eventQueues.$inferSelect

/** How long an instance answers polls from what it last read; also the least time between two advances. */
export const STATE_TTL_MS = 1000

/**
 * The event's queue as this instance last saw it, at most ~1 s old: polls are answered from here, so
 * thousands of waiting browsers cost one read (and at most one advance) per second per instance.
 */
const states = shortLivedCache(STATE_TTL_MS, refreshState)

export const queueState = (db: Db, eventId: string, now: Date): Promise<QueueState | undefined> =>
  states.get(db, eventId, { now })

/** Forgets what this instance knew of the event's queue (after the organizer changed it here). */
export function forgetQueueState(db: Db, eventId: string) {
  states.forget(db, eventId)
}

async function refreshState(db: Db, eventId: string, now: Date) {
  const [row] = await db.select().from(eventQueues).where(eq(eventQueues.eventId, eventId))
  if (!row?.enabled) return row
  if (!row.drawnAt) {
    if (row.opensAt > now) return row
    await drawPlaces(db, eventId, now)
  }
  return (await advanceAdmission(db, eventId, now)) ?? (await readState(db, eventId))
}

export async function readState(db: Db, eventId: string) {
  const [row] = await db.select().from(eventQueues).where(eq(eventQueues.eventId, eventId))
  return row
}

/**
 * At the opening, gives everyone who joined before it a place in the order of their random draw; whoever
 * gets here first does it (a conditional update), the others find it done. Joins made before the opening
 * hold a share lock on the queue's row while they insert, so the draw waits for them, and a join that
 * comes after it finds the row drawn and queues behind (docs/decisions/queue-admission.md).
 */
export async function drawPlaces(db: Db, eventId: string, now: Date) {
  await db.transaction(async (tx) => {
    const drawn = await tx
      .update(eventQueues)
      .set({ drawnAt: now, advancedAt: eventQueues.opensAt })
      .where(
        and(
          eq(eventQueues.eventId, eventId),
          eq(eventQueues.enabled, true),
          isNull(eventQueues.drawnAt),
          lte(eventQueues.opensAt, now),
        ),
      )
      .returning({ eventId: eventQueues.eventId })
    if (drawn.length === 0) return
    // A new statement, so a new snapshot: it sees every early join that committed while the update waited.
    await tx.execute(sql`with ranked as (
        select id, row_number() over (order by draw, id) as n from queue_places
        where event_id = ${eventId} and position is null)
      update queue_places p set position = ranked.n from ranked where p.id = ranked.id`)
    await tx.execute(sql`update event_queues
      set last_position = (select count(*) from queue_places where event_id = ${eventId})
      where event_id = ${eventId}`)
  })
}

/**
 * Moves admission on by the pace since it last moved (nothing while paused, never past the last place
 * given, so an empty queue banks no admissions), and stamps the places it lets in with the time, from
 * which their passes run. At most once a second unless `force` (a change of pace applies the old pace
 * up to now first). Undefined when another instance advanced it within the second.
 */
export async function advanceAdmission(db: Db, eventId: string, now: Date, force = false) {
  const at = now.toISOString()
  const due = force
    ? sql`true`
    : sql`(advanced_at is null or advanced_at <= ${at}::timestamptz - interval '1 second')`
  return firstRowOf(
    db,
    eventQueues,
    sql`with moved as (
      update event_queues set
        admitted = case when paused then admitted else least(last_position::float8,
          admitted + admit_per_minute * greatest(0, extract(epoch from ${at}::timestamptz - advanced_at)) / 60.0) end,
        advanced_at = ${at}
      where event_id = ${eventId} and drawn_at is not null and ${due}
      returning *),
    stamped as (
      update queue_places p set admitted_at = ${at} from moved
      where p.event_id = moved.event_id and p.admitted_at is null and p.position <= floor(moved.admitted))
    select to_jsonb(moved) as row from moved`,
  )
}
