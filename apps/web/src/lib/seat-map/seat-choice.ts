import { QUANTITY_MAX } from '@mela/shared/constants'
import type { SeatingPlan } from '@mela/shared/seating'
import { seatsById } from './plan-seats.ts'

/** The buyer's seats after a tap: picked if it was not, unpicked if it was; no more than `max` in all. */
export function toggleSeat(chosen: readonly string[], seatId: string, max = QUANTITY_MAX): string[] {
  if (chosen.includes(seatId)) return chosen.filter((id) => id !== seatId)
  return chosen.length >= max ? [...chosen] : [...chosen, seatId]
}

/**
 * The chosen seats that can no longer be had: taken, held or blocked since they were picked, or gone
 * from the plan. They are dropped from the choice, saying which; the rest is kept.
 */
export function takenAmong(chosen: readonly string[], plan: SeatingPlan): string[] {
  const seats = seatsById(plan)
  return chosen.filter((id) => seats.get(id)?.seat.Status !== 'free')
}

/** Seats named by a SEAT_TAKEN refusal (`params.seats`: IDs or labels, comma-separated) that the buyer chose. */
export function refusedAmong(chosen: readonly string[], named: string | number | undefined): string[] {
  const names = String(named ?? '')
    .split(/,\s*/)
    .map((name) => name.trim())
    .filter(Boolean)
  return chosen.filter((id) => names.includes(id))
}
