import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  bundles,
  bundleTickets,
  discounts,
  discountTickets,
  purchaseItems,
  tickets,
} from '../../db/schema.ts'
import { violatedForeignKey } from '../../lib/db-errors.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { seatsOfTicket } from '../inventory/reserved-seats.ts'
import { bundlesBought } from './bundle.service.ts'
import { discountsUsed } from './delete-discount.service.ts'
import type { TicketRow } from './ticket-view.ts'

// Purchases keep pointing at their tickets, paid or not, so a ticket anyone has ordered stays.
async function isOrdered(db: Db, ticket: TicketRow) {
  if (ticket.sold > 0) return true
  const [item] = await db
    .select({ id: purchaseItems.id })
    .from(purchaseItems)
    .where(eq(purchaseItems.ticketId, ticket.id))
    .limit(1)
  return Boolean(item)
}

/**
 * Deletes a ticket nobody has ordered and no used discount or bought bundle includes (409). Bundles
 * with it go too, since a bundle's tickets are fixed; so do discounts left with no ticket, which
 * would otherwise widen to every ticket.
 */
export async function deleteTicket(db: Db, id: string) {
  try {
    await db.transaction(async (tx) => {
      const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update')
      if (!ticket) throw NotFound('TICKET_NOT_FOUND')
      if (await isOrdered(tx, ticket)) throw Conflict('TICKET_HAS_SALES')
      if ((await seatsOfTicket(tx, id)) > 0) throw Conflict('TICKET_HAS_SEATS')
      const listing = await tx.select().from(discountTickets).where(eq(discountTickets.ticketId, id))
      const discountIds = listing.map((row) => row.discountId)
      if ((await discountsUsed(tx, discountIds)).length > 0) throw Conflict('TICKET_IN_USED_DISCOUNT')
      const parts = await tx.select().from(bundleTickets).where(eq(bundleTickets.ticketId, id))
      const bundleIds = parts.map((part) => part.bundleId)
      if ((await bundlesBought(tx, bundleIds)).length > 0) throw Conflict('TICKET_IN_SOLD_BUNDLE')
      if (bundleIds.length > 0) await tx.delete(bundles).where(inArray(bundles.id, bundleIds))
      await tx.delete(tickets).where(eq(tickets.id, id))
      if (discountIds.length === 0) return
      const kept = tx.select({ id: discountTickets.discountId }).from(discountTickets)
      await tx
        .delete(discounts)
        .where(and(inArray(discounts.id, discountIds), notInArray(discounts.id, kept)))
    })
  } catch (error) {
    throw violatedForeignKey(error) ? Conflict('TICKET_HAS_SALES') : error
  }
}
