import { createHash } from 'node:crypto'
import type { QueueJoinInput } from '@mela/shared/queue'
import type { Bucket } from '../../lib/rate-limit.ts'

/**
 * How many places one person, one browser and one network may take in an event's queue
 * (docs/queue-fairness.md). Passes are bearer tokens, so every place a script takes is a seat it may
 * buy or sell: a join is one person's only where we can tell people apart.
 */

/** Places a network may take without a ClientKey and signed out: only scripts join that way (the web always sends a key). */
export const KEYLESS_PLACES_PER_NETWORK = 2

/**
 * New places one network may take in a minute, after a first burst. Thousands of real buyers can share one
 * address behind a mobile carrier's NAT, each with a key of its own, so the number of places per network
 * is not capped, only how fast they come: a crowd arriving at a human pace all get in, while a script
 * minting keys gets ten at once and then one a second.
 */
export const NEW_PLACES_PER_NETWORK = { burst: 10, perMinute: 60 }

/** Who asks for a place: the signed-in user, and the network of an address RATE_LIMIT_EXEMPT does not list. */
export type Joiner = { userId?: string; network?: string }

/**
 * What a place is known by, one of which a new place takes: the user; else the browser's key; else
 * one of the network's few keyless places (`shared`: taken already means try the next, not "this is yours").
 */
export type Identity = { userId: string | null; clientKey: string | null; shared?: boolean }

// Stored as its hash only. A keyless place's name holds a newline, which no ClientKey may, so the two never meet.
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url')

/** The identities a join may take a new place as, in order (an exempt load generator's keyless joins: any number). */
export function identitiesOf(input: QueueJoinInput, joiner: Joiner): Identity[] {
  if (joiner.userId) return [{ userId: joiner.userId, clientKey: null }]
  if (input.ClientKey) return [{ userId: null, clientKey: hashed(input.ClientKey) }]
  const { network } = joiner
  if (!network) return [{ userId: null, clientKey: null }]
  return Array.from({ length: KEYLESS_PLACES_PER_NETWORK }, (_, n) => ({
    userId: null,
    clientKey: hashed(`keyless\n${network}\n${n}`),
    shared: true,
  }))
}

/** The network's bucket of new places in this event's queue, or none for an exempt address. */
export const newPlacesBucket = (eventId: string, network: string | undefined): Bucket | undefined =>
  network ? { key: `queue-places:${eventId}:${network}`, ...NEW_PLACES_PER_NETWORK } : undefined
