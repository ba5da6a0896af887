import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { discounts, discountTickets } from '../../db/schema.ts'
import type { DiscountRow } from './discount-view.ts'

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const RANDOM_CODE_LENGTH = 8

/** A fresh 8-character code of capital letters and digits, for a discount created without one. */
export function randomDiscountCode(): string {
  return Array.from(
    { length: RANDOM_CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('')
}

/**
 * The event's discount with this code in any letter case, with the tickets it applies to (none
 * listed: every paid ticket), or undefined. Checkout decides whether it is still usable.
 */
export async function findDiscountByCode(
  db: Db,
  eventId: string,
  code: string,
): Promise<{ discount: DiscountRow; ticketIds: string[] } | undefined> {
  const [discount] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.eventId, eventId), sql`lower(${discounts.code}) = ${code.trim().toLowerCase()}`))
  if (!discount) return undefined
  const listed = await db
    .select({ id: discountTickets.ticketId })
    .from(discountTickets)
    .where(eq(discountTickets.discountId, discount.id))
  return { discount, ticketIds: listed.map((ticket) => ticket.id) }
}
