import type { Db } from '../../db/database.ts'
import type { HallSeat } from '../inventory/hall-read.ts'
import {
  availabilitySnapshot,
  markHeldInSnapshot,
  markTakenInSnapshot,
  nothingChangedSince,
} from '../inventory/seat-availability-snapshot.ts'
import { startPurchaseCall } from './hold-statement.ts'
import type { PricedOrder } from './priced-order.ts'
import type { StartPurchaseRequest } from './start-purchase-request.ts'

/**
 * Holds an order without best-available lines (seats picked on the plan, counted tickets) in one call. A
 * picked seat this instance's seat availability snapshot (availabilitySnapshot) shows held or sold is refused
 * at once, SEAT_TAKEN with its label, while no seat changed since the snapshot was read but by new holds: a
 * crowd aiming at the same front rows hears it without a hold statement each
 * (docs/decisions/seated-hold-cost.md). Seats the snapshot shows free are checked by the hold under the
 * locks, as always, and once held (or refused as taken) are marked in the snapshot.
 */
export async function holdPickedSeats(
  db: Db,
  eventId: string,
  order: Pick<PricedOrder, 'seats'>,
  request: StartPurchaseRequest,
  now: Date,
) {
  const picked = order.seats.flatMap((seat) => (seat.seatId ? [seat.seatId] : []))
  if (picked.length === 0) return startPurchaseCall(db, request)
  const hall = await availabilitySnapshot(db, eventId)
  const taken = picked
    .map((id) => hall.byId.get(id))
    .filter((seat): seat is HallSeat => seat !== undefined && seat.freeFrom > now.getTime())
  if (taken.length > 0 && (await nothingChangedSince(db, eventId, hall, now))) {
    const inPlanOrder = taken.sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    const seats = inPlanOrder.map((seat) => seat.label ?? seat.id).join(', ')
    return { code: 'SEAT_TAKEN' as const, seats, fromSnapshot: true as const }
  }
  const answer = await startPurchaseCall(db, request)
  const holdEnds = new Date(request.expiresAt).getTime()
  if (!answer.code) markHeldInSnapshot(db, eventId, picked, holdEnds)
  else if (answer.code === 'SEAT_TAKEN') markTakenInSnapshot(db, eventId, answer.seats, holdEnds)
  return answer
}
