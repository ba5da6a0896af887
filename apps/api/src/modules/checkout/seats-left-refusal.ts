import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import { seatsLeft, type TicketRow } from '../inventory/holds.ts'

/**
 * What a buyer hears when a ticket has fewer seats left than the order wants, counted or seated alike:
 * how many are left (ONLY_LEFT), else when the first hold on one runs out if some sit in other buyers'
 * carts (SEATS_IN_CARTS), else SOLD_OUT.
 */
export function notEnoughLeft(ticket: string, left: number, firstHoldEnds: Date | undefined, now: Date) {
  if (left > 0) return fail('ONLY_LEFT', 409, { left, ticket })
  if (firstHoldEnds) return fail('SEATS_IN_CARTS', 409, { minutes: minutesUntil(firstHoldEnds, now) })
  return fail('SOLD_OUT', 409)
}

export const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))

/**
 * Refuses an order that does not fit what is left (the box office's sale, under the tickets' locks; an
 * online hold asks the hold rule instead). A sold-out ticket whose last seats sit only in other buyers'
 * carts says when the first of those holds runs out, looked up on refusal only, so an order that fits
 * costs nothing more.
 */
export async function refuseWhatDoesNotFit(
  db: Db,
  rows: TicketRow[],
  held: Map<string, number>,
  order: { demand: Map<string, number> },
  now: Date,
) {
  for (const ticket of rows) {
    const left = seatsLeft(ticket, held)
    if ((order.demand.get(ticket.id) ?? 0) <= left) continue
    const inCarts = left === 0 && ticket.sold < ticket.capacity && (held.get(ticket.id) ?? 0) > 0
    const firstHoldEnds = inCarts ? await firstHoldEnd(db, ticket.id, now) : undefined
    throw notEnoughLeft(`${ticket.section} ${ticket.category}`, left, firstHoldEnds, now)
  }
}

async function firstHoldEnd(db: Db, ticketId: string, now: Date) {
  const [first] = await db
    .select({ until: sql<Date | string>`min(${purchaseItems.heldUntil})` })
    .from(purchaseItems)
    .where(and(eq(purchaseItems.ticketId, ticketId), gt(purchaseItems.heldUntil, now)))
  return first?.until ? new Date(first.until) : undefined
}
