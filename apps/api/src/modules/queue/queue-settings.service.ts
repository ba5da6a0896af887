import {
  QUEUE_OFF_SETTINGS,
  type QueuePaceInput,
  type QueueSettings,
  type QueueStats,
} from '@mela/shared/queue'
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { eventQueues, queuePlaces } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import {
  advanceAdmission,
  forgetQueueState,
  type QueueState,
  queueState,
  readState,
  STATE_TTL_MS,
} from './queue-state.ts'

/** The queue's settings as the attendee policy shows them: off for an event that never had one. */
export async function queueSettingsOf(db: Db, eventId: string): Promise<QueueSettings> {
  const row = await readState(db, eventId)
  if (!row) return QUEUE_OFF_SETTINGS
  return {
    Enabled: row.enabled,
    OpensAt: row.opensAt.toISOString(),
    AdmitPerMinute: row.admitPerMinute,
    AdmitMinutes: row.admitMinutes,
  }
}

/**
 * When the sale opens behind the queue, while that is still to come; null without a queue or once open.
 * Read from the instance's one-second look at the queue, as the polls are: the event page of a sale
 * about to open is read by the same crowd that will join, so it must not cost a query per reader.
 */
export async function queueOpeningOf(db: Db, eventId: string, now: Date): Promise<string | null> {
  const state = await queueState(db, eventId, now)
  return state?.enabled && state.opensAt > now ? state.opensAt.toISOString() : null
}

/**
 * Saves the organizer's settings (an opening left empty is now). The pace so far is applied first, so a
 * new pace counts from now; once the places are drawn the opening no longer moves.
 */
export async function saveQueueSettings(db: Db, eventId: string, settings: QueueSettings, now: Date) {
  const opensAt = settings.OpensAt ? new Date(settings.OpensAt) : now
  await db.transaction(async (tx) => {
    await advanceAdmission(tx, eventId, now, true)
    await tx
      .insert(eventQueues)
      .values({
        eventId,
        enabled: settings.Enabled,
        opensAt,
        admitPerMinute: settings.AdmitPerMinute,
        admitMinutes: settings.AdmitMinutes,
      })
      .onConflictDoUpdate({
        target: eventQueues.eventId,
        set: {
          enabled: settings.Enabled,
          opensAt: sql`case when ${eventQueues.drawnAt} is null then excluded.opens_at else ${eventQueues.opensAt} end`,
          admitPerMinute: settings.AdmitPerMinute,
          admitMinutes: settings.AdmitMinutes,
        },
      })
  })
  forgetQueueState(db, eventId)
}

/** PUT /event/{id}/queue: a new pace or a pause, counted from now (the old pace applies up to now). */
export async function changePace(db: Db, eventId: string, input: QueuePaceInput, now: Date) {
  const changed = await db.transaction(async (tx) => {
    await advanceAdmission(tx, eventId, now, true)
    return tx
      .update(eventQueues)
      .set({
        ...(input.AdmitPerMinute === undefined ? {} : { admitPerMinute: input.AdmitPerMinute }),
        ...(input.Paused === undefined ? {} : { paused: input.Paused }),
      })
      .where(and(eq(eventQueues.eventId, eventId), eq(eventQueues.enabled, true)))
      .returning()
  })
  if (changed.length === 0) throw fail('QUEUE_OFF', 409)
  forgetQueueState(db, eventId)
  statsCaches.get(db)?.delete(eventId)
  return queueStats(db, eventId, now)
}

type CachedStats = { at: number; stats: QueueStats }
const statsCaches = new WeakMap<Db, Map<string, CachedStats>>()

/** Waiting, admitted and bought for the organizer's live panel, counted at most once a second per instance. */
export async function queueStats(db: Db, eventId: string, now: Date): Promise<QueueStats> {
  const cache = statsCaches.get(db) ?? new Map<string, CachedStats>()
  statsCaches.set(db, cache)
  const cached = cache.get(eventId)
  const age = cached ? now.getTime() - cached.at : Number.POSITIVE_INFINITY
  if (cached && age >= 0 && age < STATE_TTL_MS) return cached.stats
  const state = await queueState(db, eventId, now)
  const stats = state ? await countPlaces(db, state) : emptyStats
  cache.set(eventId, { at: now.getTime(), stats })
  return stats
}

const emptyStats: QueueStats = {
  Waiting: 0,
  Admitted: 0,
  Purchased: 0,
  AdmitPerMinute: QUEUE_OFF_SETTINGS.AdmitPerMinute,
  Paused: false,
}

async function countPlaces(db: Db, state: QueueState): Promise<QueueStats> {
  const [bought] = await db
    .select({ n: count() })
    .from(queuePlaces)
    .where(and(eq(queuePlaces.eventId, state.eventId), isNotNull(queuePlaces.usedAt)))
  const admitted = state.drawnAt ? Math.floor(state.admitted) : 0
  const [joined] = state.drawnAt
    ? [{ n: state.lastPosition }]
    : await db.select({ n: count() }).from(queuePlaces).where(eq(queuePlaces.eventId, state.eventId))
  return {
    Waiting: Math.max(0, (joined?.n ?? 0) - admitted),
    Admitted: admitted,
    Purchased: bought?.n ?? 0,
    AdmitPerMinute: state.admitPerMinute,
    Paused: state.paused,
  }
}
