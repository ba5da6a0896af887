import { formatDate } from '@mela/shared/dates'
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases } from '../../db/schema.ts'
import { Conflict, FieldErrors, NotFound } from '../../lib/errors.ts'
import { readTicketCode, ticketKeys } from './ticket-code.ts'

export const INVALID_CODE = ERROR_TEXTS.NOT_A_TICKET
export const NOT_PAID = ERROR_TEXTS.NOT_PAID
/** The ALREADY_CHECKED_IN refusal, with the time on Dhaka's clock in SPEC's words. */
export const alreadyCheckedIn = (at: Date) =>
  Conflict('ALREADY_CHECKED_IN', { time: formatDate(at, 'd LLL yy h:mm a') })

export const TICKET_NOT_FOUND = ERROR_TEXTS.TICKET_NOT_FOUND

/** The seat and purchase a code names, after checking its signature matches the item and event. */
export async function seatOfCode(db: Db, itemId: string, code: string) {
  const named = readTicketCode(code, (await ticketKeys(db)).publicKey)
  const [row] = await db
    .select({ item: purchaseItems, purchase: purchases })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(eq(purchaseItems.id, itemId))
  if (!row) throw NotFound(TICKET_NOT_FOUND)
  // A refunded seat's money went back to its buyer: its code no longer opens the door.
  const valid =
    named?.itemId === itemId &&
    named.eventId === row.purchase.eventId &&
    row.purchase.status === 'paid' &&
    !row.item.refundedAt &&
    // A seat passed on to someone else opens the door only with the new holder's code.
    !row.item.transferredAt
  return { ...row, valid }
}

/** Lets one seat in once: a conditional update, so two scanners at two gates cannot both admit it. */
export async function checkIn(db: Db, itemId: string, code: string, staffId: string, now = new Date()) {
  const seat = await seatOfCode(db, itemId, code)
  if (!seat.valid) {
    const refunded = seat.item.refundedAt || seat.purchase.status === 'refunded'
    const paid = seat.purchase.status === 'paid'
    throw FieldErrors({ Code: refunded ? ERROR_TEXTS.TICKET_REFUNDED : paid ? INVALID_CODE : NOT_PAID })
  }
  const [admitted] = await db
    .update(purchaseItems)
    .set({ checkedInAt: now, checkedInBy: staffId })
    .where(and(eq(purchaseItems.id, itemId), isNull(purchaseItems.checkedInAt)))
    .returning()
  if (!admitted) {
    const [current] = await db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId))
    throw alreadyCheckedIn(current?.checkedInAt ?? now)
  }
  return { ...seat, item: admitted }
}
