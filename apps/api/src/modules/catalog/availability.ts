import { and, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems } from '../../db/schema.ts'
import { seatsLeft, type TicketRow } from '../inventory/holds.ts'

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

/**
 * When the first active hold of each ticket ends, for tickets sold out only because seats sit in carts
 * ("try again in N minutes"); one query, and none when no such ticket is listed.
 */
export async function cartsFreeAt(db: Db, rows: TicketRow[], held: Map<string, number>, now: Date) {
  const inCarts = rows
    .filter((row) => row.sold < row.capacity && seatsLeft(row, held) <= 0)
    .map((row) => row.id)
  if (inCarts.length === 0) return new Map<string, Date>()
  const ends = await db
    .select({ ticketId: purchaseItems.ticketId, at: sql<string | Date>`min(${purchaseItems.heldUntil})` })
    .from(purchaseItems)
    .where(and(inArray(purchaseItems.ticketId, inCarts), gt(purchaseItems.heldUntil, now)))
    .groupBy(purchaseItems.ticketId)
  return new Map(ends.map((end) => [end.ticketId, new Date(end.at)]))
}
