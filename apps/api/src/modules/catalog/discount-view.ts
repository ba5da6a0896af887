import type { Discount } from '@mela/shared/catalog'
import { poishaToTaka } from '@mela/shared/money'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { type discounts, discountTickets, tickets } from '../../db/schema.ts'

export type DiscountRow = typeof discounts.$inferSelect

/**
 * Discounts as organizers see them. Amount is taka for 'amount' and percent for 'percentage' (both
 * stored in hundredths); no TicketIds means every paid ticket.
 */
export async function toDiscounts(db: Db, rows: DiscountRow[]): Promise<Discount[]> {
  const ids = rows.map((row) => row.id)
  const listed =
    ids.length === 0
      ? []
      : await db
          .select({
            discountId: discountTickets.discountId,
            ID: tickets.id,
            Section: tickets.section,
            Category: tickets.category,
          })
          .from(discountTickets)
          .innerJoin(tickets, eq(tickets.id, discountTickets.ticketId))
          .where(inArray(discountTickets.discountId, ids))
          .orderBy(asc(tickets.position), asc(tickets.createdAt))
  return rows.map((row) => {
    const own = listed
      .filter((ticket) => ticket.discountId === row.id)
      .map(({ discountId: _, ...ticket }) => ticket)
    return {
      ID: row.id,
      EventID: row.eventId,
      Code: row.code,
      DiscountType: row.type,
      Description: row.description,
      Amount: poishaToTaka(row.amount),
      MaxUses: row.maxUses,
      Used: row.used,
      ExpiresAt: row.expiresAt?.toISOString() ?? null,
      TicketIds: own.map((ticket) => ticket.ID),
      MinTickets: row.minTickets,
      Tickets: own,
    }
  })
}
