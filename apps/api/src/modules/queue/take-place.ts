import { randomBytes } from 'node:crypto'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { firstRowOf } from '../../db/row-from-json.ts'
import { queuePlaces } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { type Bucket, takeToken } from '../../lib/rate-limit.ts'
import type { Identity } from './queue-joiner.ts'
import { drawPlaces, readState } from './queue-state.ts'

export type PlaceRow = typeof queuePlaces.$inferSelect

/** A new place, the place the identity already holds, or a refusal: the network's bucket is empty. */
export type Taken = { placed: PlaceRow } | { held: PlaceRow } | 'refused'

/** The place the user, or else the key, holds in the event's queue. */
export async function placeOf(db: Db, eventId: string, identity: Identity): Promise<PlaceRow | undefined> {
  const known = identity.userId
    ? eq(queuePlaces.userId, identity.userId)
    : identity.clientKey
      ? eq(queuePlaces.clientKey, identity.clientKey)
      : undefined
  if (!known) return undefined
  const [row] = await db
    .select()
    .from(queuePlaces)
    .where(and(eq(queuePlaces.eventId, eventId), known))
  return row
}

/**
 * A new place for the identity: before the draw a random one (the insert holds a share lock on the queue's
 * row, so the draw cannot miss it), after it the next position (the queue's row counts them, so two
 * instances never give the same one). Either way one transaction takes a token from the network's bucket,
 * then inserts; a place the identity already holds (a twin join racing this one) rolls both back, so the
 * token and the position go back. An instance that dies mid-way leaves nothing half done.
 */
export async function takePlace(
  db: Db,
  eventId: string,
  identity: Identity,
  bucket: Bucket | undefined,
  now: Date,
): Promise<Taken> {
  const early = await inTurn(db, bucket, now, (tx) => insertPlace(tx, identity, earlyPlace(eventId, now)))
  if (early !== 'none') return early
  const held = await placeOf(db, eventId, identity)
  if (held) return { held }
  const state = await readState(db, eventId)
  if (!state?.enabled) throw fail('QUEUE_OFF', 409)
  if (!state.drawnAt) await drawPlaces(db, eventId, now)
  const late = await inTurn(db, bucket, now, (tx) => insertPlace(tx, identity, latePlace(eventId, now)))
  if (late !== 'none') return late
  const after = await placeOf(db, eventId, identity)
  if (after) return { held: after }
  throw fail('QUEUE_OFF', 409)
}

const nothing = Symbol('nothing inserted')

/** Runs `insert` after taking a token (when there is a bucket); `none` when it inserted nothing, then rolled back. */
async function inTurn(
  db: Db,
  bucket: Bucket | undefined,
  now: Date,
  insert: (tx: Db) => Promise<PlaceRow | undefined>,
): Promise<Taken | 'none'> {
  try {
    return await db.transaction(async (tx) => {
      // The token first: joins from one network then queue on its bucket's row, so a twin refused here
      // finds the place its sibling committed before it.
      if (bucket && !(await takeToken(tx, bucket, now))) return 'refused'
      const placed = await insert(tx)
      if (!placed) throw nothing
      return { placed }
    })
  } catch (error) {
    if (error === nothing) return 'none'
    throw error
  }
}

/** The queue's row and the new place's draw or position, for `insertPlace`. */
type Source = { from: SQL; draw: SQL; position: SQL; joinedAt: string }

const earlyPlace = (eventId: string, now: Date): Source => ({
  from: sql`(select event_id from event_queues
    where event_id = ${eventId} and enabled and drawn_at is null and opens_at > ${now.toISOString()}
    for share)`,
  draw: sql`${randomBytes(8).readBigInt64BE().toString()}::bigint`,
  position: sql`null::integer`,
  joinedAt: now.toISOString(),
})

const latePlace = (eventId: string, now: Date): Source => ({
  from: sql`(update event_queues set last_position = last_position + 1
    where event_id = ${eventId} and enabled and drawn_at is not null
    returning event_id, last_position)`,
  draw: sql`null::bigint`,
  position: sql`last_position`,
  joinedAt: now.toISOString(),
})

function insertPlace(db: Db, identity: Identity, source: Source) {
  const taken = identity.userId
    ? sql`(event_id, user_id) where user_id is not null`
    : sql`(event_id, client_key) where client_key is not null`
  return firstRowOf(
    db,
    queuePlaces,
    sql`with queue as ${source.from}
    insert into queue_places (event_id, client_key, user_id, draw, position, joined_at)
    select event_id, ${identity.clientKey}, ${identity.userId}::uuid, ${source.draw}, ${source.position},
      ${source.joinedAt} from queue
    on conflict ${taken} do nothing
    returning to_jsonb(queue_places) as row`,
  )
}
