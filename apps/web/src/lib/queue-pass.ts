import { QUEUE_PASS_HEADER } from '@mela/shared/constants'
import { randomId } from './random-id.ts'
import { readStored, removeStored, writeStored } from './storage.ts'

// A buyer's place in an event's on-sale queue, kept in the browser so a reload or a lost connection
// keeps it: the place's token, the key this browser joins with, and the pass once admitted. The queue
// screen writes it; checkout reads the pass for its quote and purchase calls.
export type QueueEntry = { ClientKey: string; Token?: string; Admission?: string }

const keyOf = (eventId: string) => `mela.queue.${eventId}`

export function readQueueEntry(eventId: string): QueueEntry {
  try {
    const stored = JSON.parse(readStored(keyOf(eventId)) ?? 'null') as QueueEntry | null
    if (stored && typeof stored.ClientKey === 'string') return stored
  } catch {
    // A damaged entry is a first visit.
  }
  return { ClientKey: randomId().replaceAll('-', '') }
}

export const saveQueueEntry = (eventId: string, entry: QueueEntry) =>
  writeStored(keyOf(eventId), JSON.stringify(entry))

/** Starts over: a new key, so joining again is a new place at the back. */
export const forgetQueueEntry = (eventId: string) => removeStored(keyOf(eventId))

/**
 * When the pass runs out, in epoch milliseconds (it names its expiry in seconds:
 * `Q1.<event>.<place>.<expires>.<signature>`); 0 when the browser holds none.
 */
export function passExpiresAt(eventId: string) {
  const expires = Number(readQueueEntry(eventId).Admission?.split('.')[3] ?? 0)
  return Number.isFinite(expires) ? expires * 1000 : 0
}

/** Seconds the pass has left, 0 when none. */
export function passSecondsLeft(eventId: string, now = Date.now()) {
  return Math.max(0, Math.floor((passExpiresAt(eventId) - now) / 1000))
}

/** The pass header for checkout's calls of this event, when the browser holds an unexpired pass. */
export function queuePassHeaders(eventId: string): Record<string, string> {
  const pass = readQueueEntry(eventId).Admission
  return pass && passSecondsLeft(eventId) > 0 ? { [QUEUE_PASS_HEADER]: pass } : {}
}

/** After a purchase the pass is spent: the waiting screen then offers to join again rather than a refused checkout. */
export function spendQueuePass(eventId: string) {
  const { Admission, ...entry } = readQueueEntry(eventId)
  if (Admission) saveQueueEntry(eventId, entry)
}
