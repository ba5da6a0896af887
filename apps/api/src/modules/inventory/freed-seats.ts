import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { tickets } from '../../db/schema.ts'
import { enqueueJob } from '../jobs/job-queue.ts'
import { lockTickets } from './holds.ts'
import { seatsChanged } from './reserved-seats.ts'

/** The job the waiting lists run when seats come free: whoever frees seats queues it, and knows nothing more. */
export const SEATS_FREED = 'offer-freed-seats'

/**
 * Tells the waiting lists that seats of these tickets (or of any ticket) came free, inside the caller's
 * transaction: committed with the seats, so the freed seats are offered to those waiting first.
 */
export const announceFreedSeats = (db: Db, ticketIds?: string[]) =>
  enqueueJob(db, SEATS_FREED, ticketIds ? { ticketIds } : {})

/**
 * Counts seats of these tickets (one entry per seat) as unsold again, in the caller's transaction, and
 * announces them to the waiting lists: a refund, a void, a guest taken off the list. Tickets are locked
 * in ID order, as every seat change locks them.
 */
export async function unsellSeats(tx: Db, ticketIds: string[]) {
  const demand = new Map<string, number>()
  for (const id of ticketIds) demand.set(id, (demand.get(id) ?? 0) + 1)
  if (demand.size === 0) return
  await lockTickets(tx, [...demand.keys()])
  for (const [ticketId, seats] of [...demand].sort(([a], [b]) => a.localeCompare(b)))
    await tx
      .update(tickets)
      .set({ sold: sql`greatest(${tickets.sold} - ${seats}, 0)` })
      .where(eq(tickets.id, ticketId))
  await seatsChanged(tx, [...demand.keys()])
  await announceFreedSeats(tx, [...demand.keys()])
}
