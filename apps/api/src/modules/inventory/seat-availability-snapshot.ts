import type { Db } from '../../db/database.ts'
import { shortLivedCache } from '../../lib/short-lived-cache.ts'
import { seatsMarked } from './best-available.ts'
import { type Hall, type HallSeat, readHall, seatsChangedOf } from './hall-read.ts'

// A flash sale's buyers asking for best available choose from one read of the hall per instance every
// half second, not a read of 2,000 seats each. A snapshot decides nothing: the hold takes each seat by a
// conditional update under the locks and answers SEAT_TAKEN when another buyer was faster.
const SNAPSHOT_TTL_MS = 500

const snapshots = shortLivedCache<Hall>(SNAPSHOT_TTL_MS, (db, eventId, now) => readHall(db, eventId, now))

/** The event's hall as this instance read it at most half a second ago, or afresh. */
export const availabilitySnapshot = (
  db: Db,
  eventId: string,
  options: { fresh?: boolean; now?: Date } = {},
) => snapshots.get(db, eventId, options)

/**
 * Seats this instance just held, until `until`, are held in its newest snapshot too (read maybe after they
 * were chosen, before they were held), so its next buyers do not reach for them before the next read shows
 * it.
 */
export function markHeldInSnapshot(db: Db, eventId: string, seatIds: string[], until: number) {
  // A read under way may have started before these seats were taken: they are marked in it when it lands.
  snapshots
    .peek(db, eventId)
    .then((hall) => {
      if (hall) seatsMarked(hall)
      for (const id of seatIds) {
        const seat = hall?.byId.get(id)
        if (seat && seat.freeFrom < until) seat.freeFrom = until
      }
    })
    .catch(() => {}) // a failed read leaves no snapshot to mark
}

/**
 * Whether a snapshot still tells a buyer who asked at `asked` what became of every seat: no seat of the plan
 * changed since the snapshot was read but by new holds (seating_plans.seats_changed has not moved), which
 * only take seats, and a hold running out frees its seat at the time the snapshot read. One row read, where a
 * fresh snapshot reads 2,000 seats, and shared by the buyers who asked before it was sent: it holds for each
 * of them.
 */
export async function nothingChangedSince(
  db: Db,
  eventId: string,
  hall: Hall,
  asked: Date,
): Promise<boolean> {
  if (hall.seatsChanged === undefined) return false
  const last = checks.get(hall)
  if (last) {
    // Once moved, the count never comes back: the snapshot stays stale.
    if (!(await last.unchanged)) return false
    if (last.sentAt >= asked.getTime()) return true
  }
  const check = {
    sentAt: Date.now(),
    unchanged: seatsChangedOf(db, eventId).then(
      (seatsChanged) => seatsChanged === hall.seatsChanged,
      () => false,
    ),
  }
  checks.set(hall, check)
  return check.unchanged
}

const checks = new WeakMap<Hall, { sentAt: number; unchanged: Promise<boolean> }>()

/**
 * Seats a hold was refused as taken (SEAT_TAKEN names them by label, ", " between) are held in this
 * instance's newest snapshot too, until `until` at most (another buyer's hold, made before this one would
 * have ended), so its next buyers neither reach for them nor ask the database again before the next read says
 * who holds them.
 */
export function markTakenInSnapshot(db: Db, eventId: string, labels: string, until: number) {
  snapshots
    .peek(db, eventId)
    .then((hall) => {
      if (!hall) return
      seatsMarked(hall)
      for (const label of labels.split(', '))
        for (const seat of seatsByLabel(hall).get(label) ?? [])
          if (seat.freeFrom < until) seat.freeFrom = until
    })
    .catch(() => {}) // a failed read leaves no snapshot to mark
}

const labelled = new WeakMap<Hall, Map<string, HallSeat[]>>()

/** A snapshot's seats by label, gathered once per snapshot. */
function seatsByLabel(hall: Hall) {
  let byLabel = labelled.get(hall)
  if (!byLabel) {
    byLabel = new Map()
    for (const seat of hall.byId.values()) {
      if (!seat.label) continue
      const same = byLabel.get(seat.label)
      if (same) same.push(seat)
      else byLabel.set(seat.label, [seat])
    }
    labelled.set(hall, byLabel)
  }
  return byLabel
}
