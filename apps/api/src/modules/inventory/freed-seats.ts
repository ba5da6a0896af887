import type { Db } from '../../db/database.ts'
import { enqueueJob } from '../jobs/job-queue.ts'

/** The job the waiting lists run when seats come free: whoever frees seats queues it, and knows nothing more. */
export const SEATS_FREED = 'offer-freed-seats'

/**
 * Tells the waiting lists that seats of these tickets (or of any ticket) came free, inside the caller's
 * transaction: committed with the seats, so the freed seats are offered to those waiting first.
 */
export const announceFreedSeats = (db: Db, ticketIds?: string[]) =>
  enqueueJob(db, SEATS_FREED, ticketIds ? { ticketIds } : {})
