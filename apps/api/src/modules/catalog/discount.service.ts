import type { DiscountInput, DiscountUpdate } from '@mela/shared/catalog'
import type { ErrorCode } from '@mela/shared/error-codes'
import { takaToPoisha } from '@mela/shared/money'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { discounts, discountTickets, tickets } from '../../db/schema.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { FieldErrors, NotFound } from '../../lib/errors.ts'
import type { EventRow } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { findDiscountByCode, randomDiscountCode } from './discount-code.ts'
import type { DiscountRow } from './discount-view.ts'

// Eight characters from 36 make a clash rare; a few tries make it practically impossible.
const RANDOM_CODE_ATTEMPTS = 5

type Clock = { now: Date }

/** A discount by ID, or 404. */
export async function findDiscount(db: Db, id: string): Promise<DiscountRow> {
  const [row] = isUuid(id) ? await db.select().from(discounts).where(eq(discounts.id, id)) : []
  if (!row) throw NotFound('DISCOUNT_NOT_FOUND')
  return row
}

/** The event's discounts in the order they were added. */
export async function listDiscounts(db: Db, eventId: string): Promise<DiscountRow[]> {
  return db.select().from(discounts).where(eq(discounts.eventId, eventId)).orderBy(asc(discounts.createdAt))
}

// product §5: applicable tickets are the event's own, and a free ticket has nothing to discount.
async function ticketError(db: Db, eventId: string, ids: string[]): Promise<ErrorCode | undefined> {
  if (ids.length === 0) return undefined
  const found = await db
    .select({ price: tickets.price })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), inArray(tickets.id, ids)))
  if (found.length !== ids.length) return 'TICKET_NOT_OF_EVENT'
  return found.some((ticket) => ticket.price === 0) ? 'FREE_TICKET_NOT_DISCOUNTABLE' : undefined
}

async function insertDiscount(db: Db, values: typeof discounts.$inferInsert, ticketIds: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(discounts).values(values).returning()
    if (!row) throw new Error('Discount was not created')
    if (ticketIds.length > 0)
      await tx.insert(discountTickets).values(ticketIds.map((ticketId) => ({ discountId: row.id, ticketId })))
    return row
  })
}

/**
 * Creates a discount with its code in capitals, unique in the event in any case; a blank code gets
 * a random one. Code, type, amount, tickets and MinTickets stay fixed afterwards.
 */
export async function createDiscount(db: Db, input: DiscountInput, ctx: { event: EventRow } & Clock) {
  const ticketIds = [...new Set(input.TicketIds)]
  const expiresAt = input.ExpiresAt ? new Date(input.ExpiresAt) : null
  const errors: Record<string, ErrorCode> = {}
  if (expiresAt && expiresAt <= ctx.now) errors.ExpiresAt = 'EXPIRY_IN_PAST'
  const ticketProblem = await ticketError(db, ctx.event.id, ticketIds)
  if (ticketProblem) errors.TicketIds = ticketProblem
  if (input.Code && (await findDiscountByCode(db, ctx.event.id, input.Code))) errors.Code = 'CODE_TAKEN'
  if (Object.keys(errors).length > 0) throw FieldErrors(errors)

  for (let attempt = 1; ; attempt++) {
    const code = (input.Code ?? randomDiscountCode()).toUpperCase()
    try {
      return await insertDiscount(
        db,
        {
          eventId: ctx.event.id,
          code,
          type: input.DiscountType,
          description: input.Description ?? null,
          // Poisha for an amount; hundredths of a percent for a percentage: both are the API's number × 100.
          amount: takaToPoisha(input.Amount),
          maxUses: input.MaxUses,
          expiresAt,
          minTickets: input.MinTickets,
        },
        ticketIds,
      )
    } catch (error) {
      // A race with another organizer, or a random code that happened to be taken.
      if (!violatedUniqueConstraint(error)?.startsWith('discounts_event_code')) throw error
      if (input.Code || attempt >= RANDOM_CODE_ATTEMPTS) throw FieldErrors({ Code: 'CODE_TAKEN' })
    }
  }
}

/**
 * Saves Description, MaxUses and ExpiresAt. MaxUses never goes down; an expiry that has passed is
 * frozen, and a new one must lie in the future.
 */
export async function updateDiscount(
  db: Db,
  id: string,
  input: DiscountUpdate,
  ctx: Clock,
): Promise<DiscountRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update')
    if (!current) throw NotFound('DISCOUNT_NOT_FOUND')
    const expiresAt = input.ExpiresAt ? new Date(input.ExpiresAt) : null
    const changed = expiresAt?.getTime() !== current.expiresAt?.getTime()
    const errors: Record<string, ErrorCode> = {}
    if (input.MaxUses < current.maxUses) errors.MaxUses = 'MAX_USES_DECREASED'
    if (changed && current.expiresAt && current.expiresAt <= ctx.now) errors.ExpiresAt = 'EXPIRY_FROZEN'
    else if (changed && expiresAt && expiresAt <= ctx.now) errors.ExpiresAt = 'EXPIRY_IN_PAST'
    if (Object.keys(errors).length > 0) throw FieldErrors(errors)
    const [row] = await tx
      .update(discounts)
      .set({ description: input.Description ?? null, maxUses: input.MaxUses, expiresAt })
      .where(eq(discounts.id, id))
      .returning()
    if (!row) throw NotFound('DISCOUNT_NOT_FOUND')
    return row
  })
}
