import type { Db } from '../../db/database.ts'
import { AppError } from '../../lib/errors.ts'
import { setAsideInSnapshot } from '../inventory/best-available.ts'
import { type Hall, readHall } from '../inventory/hall-read.ts'
import { lockTickets } from '../inventory/holds.ts'
import {
  availabilitySnapshot,
  markHeldInSnapshot,
  markTakenInSnapshot,
  nothingChangedSince,
} from '../inventory/seat-availability-snapshot.ts'
import { startPurchaseCall } from './hold-statement.ts'
import type { PricedOrder } from './priced-order.ts'
import { chooseBestSeats } from './seat-pricing.ts'
import type { StartPurchaseRequest } from './start-purchase-request.ts'

// How widely each snapshot without locks chooses among the best runs: the best first, then ever wider, so a
// crowd that looked at once does not all reach for the same next seats.
const CHOICE_WIDTHS = [1, 8, 32, 64, 128, 256]

/**
 * Best available: seats are first chosen from this instance's seat availability snapshot
 * (availabilitySnapshot, half a second old at most) and held in one call like picked seats (the hold checks
 * them under the locks), so the ticket is never locked while 2,000 seats are read, and a crowd reads the hall
 * once per snapshot, not once a buyer. Seats are set aside in the snapshot as they are chosen (held until
 * this hold would end), so this instance's buyers choosing meanwhile reach for others; given back unless the
 * hold is made. A snapshot that finds no run is the answer while no seat changed since it was read but by new
 * holds, else it is read again fresh before the buyer hears it. When other buyers took the chosen seats at
 * every snapshot, the choice is made again under the tickets' locks, in the transaction that holds them: a
 * group is never split while a run is left. Limits are counted once.
 */
export async function holdBestAvailable(
  db: Db,
  eventId: string,
  order: PricedOrder,
  request: StartPurchaseRequest,
  now: Date,
) {
  // With other buyers of the event choosing on this instance, a crowd is buying, and the buyers of other
  // instances reach for the same best seats from their own snapshots: the first choice is one of the best few
  // too (two instances' first tries collided on hundreds of holds of bench:seats). A lone buyer gets the
  // best.
  const crowd = (choosing.get(eventId) ?? 0) > 0
  const widths = crowd ? [CHOICE_WIDTHS[1] ?? 1, ...CHOICE_WIDTHS.slice(1)] : CHOICE_WIDTHS
  choosing.set(eventId, (choosing.get(eventId) ?? 0) + 1)
  try {
    return await holdFromSnapshots(db, eventId, order, request, now, widths)
  } finally {
    const left = (choosing.get(eventId) ?? 1) - 1
    if (left > 0) choosing.set(eventId, left)
    else choosing.delete(eventId)
  }
}

// Best-available holds under way on this instance, per event.
const choosing = new Map<string, number>()

async function holdFromSnapshots(
  db: Db,
  eventId: string,
  order: PricedOrder,
  request: StartPurchaseRequest,
  now: Date,
  widths: number[],
) {
  const retry = { ...request, limits: [] }
  const holdEnds = new Date(request.expiresAt).getTime()
  for (const [attempt, width] of widths.entries()) {
    let giveBack = () => {}
    const setAside = (hall: Hall, seatIds: string[]) => {
      giveBack = setAsideInSnapshot(hall, seatIds, holdEnds)
    }
    let seen: Hall | undefined
    const snapshot = (fresh: boolean) => async () => {
      seen = await availabilitySnapshot(db, eventId, { fresh })
      return seen
    }
    const chosen = await chooseBestSeats(db, snapshot(false), order, now, width, setAside).catch(
      async (error: unknown) => {
        // No run in a snapshot that may be half a second old: true while no seat changed since but by new
        // holds (a hold's end the snapshot knows), else asked again of a fresh read.
        if (!(error instanceof AppError)) throw error
        if (seen && (await nothingChangedSince(db, eventId, seen, now))) throw error
        return chooseBestSeats(db, snapshot(true), order, now, width, setAside)
      },
    )
    const answer = await startPurchaseCall(db, {
      ...(attempt === 0 ? request : retry),
      seats: [...order.seats, ...chosen],
    })
    if (answer.code) {
      // Taken by another instance's buyer, or refused for another reason: the seats refused are marked in
      // the snapshot at once (by their labels), the rest learnt when it is next read.
      giveBack()
      if (answer.code !== 'SEAT_TAKEN') return answer
      markTakenInSnapshot(db, eventId, answer.seats, holdEnds)
      continue
    }
    // Held: held in the newest snapshot too (one may have been read since they were chosen).
    markHeldInSnapshot(
      db,
      eventId,
      chosen.map((seat) => seat.seatId),
      holdEnds,
    )
    return answer
  }
  return db.transaction(async (tx) => {
    await lockTickets(tx, [...order.demand.keys()])
    const chosen = await chooseBestSeats(tx, () => readHall(tx, eventId, now), order, now)
    return startPurchaseCall(tx, { ...retry, seats: [...order.seats, ...chosen] })
  })
}
