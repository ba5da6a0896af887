import { createHash, randomBytes } from 'node:crypto'
import type { QueueJoinInput, QueuePlace } from '@mela/shared/queue'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { firstRowOf } from '../../db/row-from-json.ts'
import { queuePlaces } from '../../db/schema.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { admissionPass, placeToken, readPlaceToken } from './queue-pass.ts'
import { drawPlaces, type QueueState, queueState, readState } from './queue-state.ts'

type PlaceRow = typeof queuePlaces.$inferSelect

// A place's position never changes once drawn, so an instance keeps what it read; the cap only bounds memory.
const PLACE_CACHE_LIMIT = 100_000
const placeCaches = new WeakMap<Db, Map<string, PlaceRow>>()

/**
 * Joins the event's queue, or answers the place this browser already holds (its token, or its client key).
 * Before the opening the place is a random draw, so arriving early gives no edge; after it, arrival order.
 */
export async function joinQueue(
  db: Db,
  eventId: string,
  input: QueueJoinInput,
  now: Date,
): Promise<QueuePlace> {
  const state = await queueState(db, eventId, now)
  if (!state?.enabled) throw fail('QUEUE_OFF', 409)
  const held = input.Token ? await readPlaceToken(db, eventId, input.Token) : undefined
  const clientKey = input.ClientKey ? createHash('sha256').update(input.ClientKey).digest('base64url') : null
  const known = held
    ? await placeById(db, eventId, held)
    : clientKey
      ? await placeOfKey(db, eventId, clientKey)
      : undefined
  const place = known ?? (await takePlace(db, eventId, clientKey, now))
  return answerFor(db, place, state, now)
}

/** The place a token names (404 for a wrong or forged one), with its pass once admitted. */
export async function queuePlace(db: Db, eventId: string, token: string, now: Date): Promise<QueuePlace> {
  const placeId = await readPlaceToken(db, eventId, token)
  if (!placeId) throw NotFound('NOT_FOUND')
  const state = await queueState(db, eventId, now)
  if (!state?.enabled) throw fail('QUEUE_OFF', 409)
  const cache = placeCaches.get(db) ?? new Map<string, PlaceRow>()
  placeCaches.set(db, cache)
  let place = cache.get(placeId)
  if (!place || (place.position === null && state.drawnAt)) {
    place = await placeById(db, eventId, placeId)
    if (!place) throw NotFound('NOT_FOUND')
    if (cache.size >= PLACE_CACHE_LIMIT) cache.clear()
    cache.set(placeId, place)
  }
  return answerFor(db, place, state, now, token)
}

async function placeById(db: Db, eventId: string, placeId: string) {
  const [row] = await db
    .select()
    .from(queuePlaces)
    .where(and(eq(queuePlaces.id, placeId), eq(queuePlaces.eventId, eventId)))
  return row
}

async function placeOfKey(db: Db, eventId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(queuePlaces)
    .where(and(eq(queuePlaces.eventId, eventId), eq(queuePlaces.clientKey, clientKey)))
  return row
}

/**
 * A new place: before the draw a random one (the insert holds a share lock on the queue's row, so the
 * draw cannot miss it), after it the next position (the queue's row counts them, so two instances never
 * give the same one). Each is one statement; an instance that dies mid-way leaves nothing half done.
 */
async function takePlace(db: Db, eventId: string, clientKey: string | null, now: Date): Promise<PlaceRow> {
  const draw = randomBytes(8).readBigInt64BE()
  const placed = await firstRowOf(
    db,
    queuePlaces,
    sql`with queue as (
      select event_id from event_queues
      where event_id = ${eventId} and enabled and drawn_at is null and opens_at > ${now.toISOString()}
      for share)
    insert into queue_places (event_id, client_key, draw, joined_at)
    select event_id, ${clientKey}, ${draw.toString()}::bigint, ${now.toISOString()} from queue
    on conflict (event_id, client_key) where client_key is not null do nothing
    returning to_jsonb(queue_places) as row`,
  )
  if (placed) return placed
  const again = clientKey ? await placeOfKey(db, eventId, clientKey) : undefined
  if (again) return again
  const state = await readState(db, eventId)
  if (!state?.enabled) throw fail('QUEUE_OFF', 409)
  if (!state.drawnAt) await drawPlaces(db, eventId, now)
  // A second join from the same browser racing this one may take a position and then find the key
  // taken: that position stays empty, one admission let in to nobody.
  const taken = await firstRowOf(
    db,
    queuePlaces,
    sql`with queue as (
      update event_queues set last_position = last_position + 1
      where event_id = ${eventId} and enabled and drawn_at is not null
      returning event_id, last_position)
    insert into queue_places (event_id, client_key, position, joined_at)
    select event_id, ${clientKey}, last_position, ${now.toISOString()} from queue
    on conflict (event_id, client_key) where client_key is not null do nothing
    returning to_jsonb(queue_places) as row`,
  )
  const behind = taken ?? (clientKey ? await placeOfKey(db, eventId, clientKey) : undefined)
  if (!behind) throw fail('QUEUE_OFF', 409)
  return behind
}

/**
 * What the browser is told: its place counted from the front (0 before the draw), an estimate from the
 * pace, and once in, a pass that lasts AdmitMinutes from the moment admission reached it. Reading
 * whether an admitted place was used is the only database read a poll makes, and only once in.
 */
async function answerFor(
  db: Db,
  place: PlaceRow,
  state: QueueState,
  now: Date,
  known?: string,
): Promise<QueuePlace> {
  const token = known ?? (await placeToken(db, place.eventId, place.id))
  const opensAt = state.opensAt.toISOString()
  // A state read before the draw (at most a second old) counts as nobody admitted yet.
  const progress = state.drawnAt ? state.admitted : 0
  const admitted = Math.floor(progress)
  if (place.position === null) {
    const untilOpening = Math.ceil((state.opensAt.getTime() - now.getTime()) / 1000)
    return {
      Token: token,
      Position: 0,
      Status: 'waiting',
      OpensAt: opensAt,
      EstimatedWaitSeconds: Math.max(0, untilOpening),
    }
  }
  if (place.position > admitted) {
    const ahead = place.position - progress
    return {
      Token: token,
      Position: place.position - admitted,
      Status: 'waiting',
      OpensAt: opensAt,
      EstimatedWaitSeconds: Math.max(1, Math.ceil((ahead * 60) / state.admitPerMinute)),
    }
  }
  const fresh = (await placeById(db, place.eventId, place.id)) ?? place
  const expiresAt = new Date((fresh.admittedAt ?? now).getTime() + state.admitMinutes * 60_000)
  const over = { Token: token, Position: 0, OpensAt: opensAt, EstimatedWaitSeconds: 0 }
  if (fresh.usedAt || expiresAt <= now) return { ...over, Status: 'expired' }
  return {
    ...over,
    Status: 'admitted',
    Admission: await admissionPass(db, place.eventId, place.id, expiresAt),
  }
}
