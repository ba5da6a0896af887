import { seatsLeft, type TicketRow } from '../checkout/holds.ts'

export { activeHolds } from '../checkout/holds.ts'

/**
 * Seats of a ticket still open to buyers, as lists show them: checkout's rule (capacity less sold
 * less active holds), never below zero.
 */
export function availableSeats(ticket: TicketRow, held: Map<string, number>): number {
  return Math.max(0, seatsLeft(ticket, held))
}

/** How many of a bundle can still be sold: its scarcest ticket decides. */
export function availableBundles(
  parts: { ticket: TicketRow; quantity: number }[],
  held: Map<string, number>,
): number {
  if (parts.length === 0) return 0
  return Math.min(...parts.map((part) => Math.floor(availableSeats(part.ticket, held) / part.quantity)))
}
