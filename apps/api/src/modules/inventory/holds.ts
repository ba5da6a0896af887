import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, tickets } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { purchaseSeatsChanged } from './reserved-seats.ts'

export type TicketRow = typeof tickets.$inferSelect

/**
 * Locks ticket rows in ID order (so two orders touching the same tickets never deadlock) with a
 * bounded wait: past 3 s the buyer is told to try again rather than left hanging.
 */
export async function lockTickets(tx: Db, ticketIds: string[]): Promise<TicketRow[]> {
  if (ticketIds.length === 0) return []
  await tx.execute(sql`set local lock_timeout = '3s'`)
  try {
    return await tx
      .select()
      .from(tickets)
      .where(inArray(tickets.id, [...new Set(ticketIds)].sort()))
      .orderBy(tickets.id)
      .for('update')
  } catch (error) {
    if (isLockTimeout(error)) throw fail('BUSY', 503)
    throw error
  }
}

export function isLockTimeout(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '55P03') return true
    current = current.cause as typeof current
  }
  return false
}

/** Seats held by pending purchases whose hold has not run out, per ticket; an expired hold never counts. */
export async function activeHolds(
  db: Db,
  ticketIds: string[],
  now: Date,
  exceptPurchaseId?: string,
): Promise<Map<string, number>> {
  if (ticketIds.length === 0) return new Map()
  const rows = await db
    .select({ ticketId: purchaseItems.ticketId, held: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .where(
      and(
        inArray(purchaseItems.ticketId, ticketIds),
        gt(purchaseItems.heldUntil, now),
        exceptPurchaseId ? ne(purchaseItems.purchaseId, exceptPurchaseId) : undefined,
      ),
    )
    .groupBy(purchaseItems.ticketId)
  return new Map(rows.map((row) => [row.ticketId, row.held]))
}

/**
 * Lets a purchase's seats go (paid: they count as sold now; ended: they are free again); a plan whose
 * reserved seats these were moves its version.
 */
export async function releaseHolds(tx: Db, purchaseId: string) {
  await tx.update(purchaseItems).set({ heldUntil: null }).where(eq(purchaseItems.purchaseId, purchaseId))
  await purchaseSeatsChanged(tx, purchaseId)
}

/** Seats of a ticket anyone can still take: capacity less sold and actively held. */
export const seatsLeft = (ticket: TicketRow, held: Map<string, number>) =>
  ticket.capacity - ticket.sold - (held.get(ticket.id) ?? 0)

/** Counts seats as sold; the table's check constraint refuses to pass capacity whatever happens. */
export async function addSold(tx: Db, demand: Map<string, number>) {
  for (const [ticketId, seats] of [...demand].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(tickets)
      .set({ sold: sql`${tickets.sold} + ${seats}` })
      .where(eq(tickets.id, ticketId))
  }
}
