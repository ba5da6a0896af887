import type { QueueJoinInput, QueuePlace } from '@mela/shared/queue'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { queuePlaces } from '../../db/schema.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import type { Bucket } from '../../lib/rate-limit.ts'
import { type Identity, identitiesOf, type Joiner, newPlacesBucket } from './queue-joiner.ts'
import { admissionPass, placeToken, readPlaceToken } from './queue-pass.ts'
import { type QueueState, queueState } from './queue-state.ts'
import { type PlaceRow, placeOf, takePlace } from './take-place.ts'

// A place's position never changes once drawn, so an instance keeps what it read; the cap only bounds memory.
const PLACE_CACHE_LIMIT = 100_000
const placeCaches = new WeakMap<Db, Map<string, PlaceRow>>()

/**
 * Joins the event's queue, or answers the place this person already holds (its token, the signed-in user's
 * place, or the browser's key's). Before the opening the place is a random draw, so arriving early gives no
 * edge; after it, arrival order. A new place is limited per person and per network (`queue-joiner.ts`):
 * beyond that, 429 QUEUE_TOO_MANY.
 */
export async function joinQueue(
  db: Db,
  eventId: string,
  input: QueueJoinInput,
  joiner: Joiner,
  now: Date,
): Promise<QueuePlace> {
  const state = await queueState(db, eventId, now)
  if (!state?.enabled) throw fail('QUEUE_OFF', 409)
  const held = input.Token ? await readPlaceToken(db, eventId, input.Token) : undefined
  const identities = identitiesOf(input, joiner)
  const [own] = identities
  const known =
    (held && (await placeById(db, eventId, held))) ||
    (own && !own.shared ? await placeOf(db, eventId, own) : undefined)
  const place =
    known ?? (await newPlace(db, eventId, identities, newPlacesBucket(eventId, joiner.network), now))
  return answerFor(db, place, state, now)
}

/** A place for the first identity that holds none; a network's keyless places all taken, or its bucket empty, refuse. */
async function newPlace(
  db: Db,
  eventId: string,
  identities: Identity[],
  bucket: Bucket | undefined,
  now: Date,
) {
  for (const identity of identities) {
    const taken = await takePlace(db, eventId, identity, bucket, now)
    if (taken === 'refused') {
      // A twin join of this browser or person may have taken the place while this one waited its turn.
      const twin = identity.shared ? undefined : await placeOf(db, eventId, identity)
      if (twin) return twin
      break
    }
    if ('placed' in taken) return taken.placed
    if (!identity.shared) return taken.held
  }
  throw fail('QUEUE_TOO_MANY', 429)
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
