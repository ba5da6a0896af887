import type { Language } from '@mela/shared/constants'
import { errorText } from '@mela/shared/error-codes'
import { poishaToTaka } from '@mela/shared/money'
import { paidOnline } from '@mela/shared/payment-options'
import type { TransferInput } from '@mela/shared/waitlist'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events, purchaseHistory, purchaseItems, purchases, tickets, users } from '../../db/schema.ts'
import { AppError, FieldErrors, fail, NotFound } from '../../lib/errors.ts'
import { givePaidSeatsBack } from '../checkout/paid-seats.ts'
import { holdsPurchase } from '../checkout/purchase-access.ts'
import { queuePurchaseConfirmation } from '../checkout/purchase-jobs.ts'
import { findPurchase } from '../checkout/purchase-view.ts'
import { refundPurchase, tellRefundPending } from '../claims/refund.service.ts'
import { generatedUsername } from '../identity/username.ts'
import { lockSeatAndPurchase, passSeatOn, seatStateOf } from '../inventory/seat-state.ts'
import { cancelNamedSeats } from './cancel-seats.ts'
import type { OfferDeps } from './waitlist.service.ts'
import { offerFreedSeats } from './waitlist-offers.service.ts'

type Holder = Pick<typeof users.$inferSelect, 'id' | 'email' | 'emailVerifiedAt'>

/**
 * The account whose e-mail this is, when its owner has proven it. A phone is typed, never verified in
 * Mela, so it finds nobody: whoever registered a stranger's number first must not receive their seats.
 */
async function verifiedHolderOf(tx: Db, input: TransferInput) {
  if (!input.Email) return undefined
  const [found] = await tx
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${input.Email})`, isNotNull(users.emailVerifiedAt)))
    .limit(1)
  return found
}

/**
 * The account a passed-on seat goes to: the verified holder of the e-mail typed, else a new guest
 * account reached through the confirmation's link at the phone or e-mail typed, hearing in the giver's
 * language (they know each other; a guest has no language of their own).
 */
async function recipientOf(tx: Db, input: TransferInput, language: Language) {
  const found = await verifiedHolderOf(tx, input)
  if (found) return found
  const [guest] = await tx
    .insert(users)
    .values({
      username: generatedUsername('guest'),
      firstName: input.FirstName ?? '',
      lastName: '',
      phone: input.Phone ?? null,
      kind: 'guest',
      language,
    })
    .returning()
  if (!guest) throw new Error('Recipient was not created')
  return guest
}

/**
 * Passes one paid seat to someone else at face value, in one transaction: the seat's row is locked
 * (two transfers of one seat at once: one wins), a new paid purchase with a new seat of the same
 * ticket is made for the recipient, the old seat is marked transferred so its code stops opening the
 * door, and both purchases' histories say so. Tickets sold do not change; no money moves.
 */
export async function transferItem(
  db: Db,
  itemId: string,
  user: Holder & { language?: Language | null; firstName?: string; lastName?: string },
  input: TransferInput,
  now = new Date(),
) {
  const moved = await db.transaction(async (tx) => {
    const row = await lockSeatAndPurchase(tx, itemId)
    if (!row || !(await holdsPurchase(tx, user, row.purchase.id))) throw NotFound('TICKET_NOT_FOUND')
    const { item, purchase } = row
    const [event] = await tx.select().from(events).where(eq(events.id, purchase.eventId))
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, item.ticketId))
    if (!event || !ticket) throw NotFound('TICKET_NOT_FOUND')
    if (
      !event.transfersEnabled ||
      event.endsAt <= now ||
      (event.transferDeadline && event.transferDeadline <= now)
    )
      throw fail('TRANSFER_CLOSED', 409)
    const state = seatStateOf(item, purchase.status)
    if (state === 'refund-pending') throw fail('TICKET_BEING_REFUNDED', 409)
    if (state !== 'sold') throw fail('TRANSFER_NOT_ALLOWED', 409)
    const recipient = await recipientOf(tx, input, user.language ?? 'en')
    if (recipient.id === purchase.userId || recipient.id === user.id) throw fail('TRANSFER_TO_SELF', 409)

    const [made] = await tx
      .insert(purchases)
      .values({
        eventId: event.id,
        userId: recipient.id,
        status: 'paid',
        paymentMethod: 'free',
        subtotal: 0,
        discountAmount: 0,
        total: 0,
        lines: [
          {
            Kind: 'ticket',
            ID: ticket.id,
            Name: `${ticket.section} ${ticket.category}`,
            Quantity: 1,
            UnitPrice: poishaToTaka(item.price),
            Amount: 0,
          },
        ],
        answers: {},
        buyer: {
          FirstName: input.FirstName ?? recipient.firstName,
          ...(input.Phone ? { Phone: input.Phone } : {}),
          ...(input.Email ? { Email: input.Email } : {}),
        },
        expiresAt: now,
        paidAt: now,
        createdAt: now,
      })
      .returning()
    if (!made) throw new Error('Purchase was not created')
    const [seat] = await tx
      .insert(purchaseItems)
      .values({
        purchaseId: made.id,
        ticketId: item.ticketId,
        price: item.price,
        heldUntil: null,
        seatId: item.seatId,
      })
      .returning()
    if (!seat) throw new Error('Seat was not created')
    if (!(await passSeatOn(tx, item.id, seat.id, now))) throw fail('TRANSFER_NOT_ALLOWED', 409)
    // The door's list notices changed purchases: the old seat reads void there at the next sync.
    await tx.update(purchases).set({ updatedAt: now }).where(eq(purchases.id, purchase.id))
    const to = input.Phone ?? input.Email ?? ''
    await tx.insert(purchaseHistory).values([
      { purchaseId: purchase.id, action: 'transferred-out', actorId: user.id, note: to, at: now },
      { purchaseId: made.id, action: 'transferred-in', actorId: user.id, note: purchase.id, at: now },
    ])
    return { purchase: made, seat }
  })
  // The recipient hears who passed the seat on: a message from a stranger naming nobody reads like a scam.
  const giver = [user.firstName, user.lastName].filter(Boolean).join(' ')
  await queuePurchaseConfirmation(db, moved.purchase.id, giver)
  return moved
}

/**
 * The buyer cancels a paid purchase where the event allows it (a refund percentage is set, before its
 * deadline and the event's start), whole or the seats named in `itemIds`: a bKash purchase gets that
 * share of those seats back through the money module (bKash, then the ledger, the seats unsold); a free
 * one has them voided, and ends cancelled once none is left. The seats go to the waiting list first.
 */
export async function cancelPaidPurchase(
  deps: OfferDeps,
  purchaseId: string,
  user: Holder,
  choice: { itemIds?: string[] } = {},
  now = new Date(),
) {
  const { db } = deps
  const purchase = await findPurchase(db, purchaseId)
  if (!purchase || !(await holdsPurchase(db, user, purchase.id))) throw NotFound('PURCHASE_NOT_FOUND')
  const [event] = await db.select().from(events).where(eq(events.id, purchase.eventId))
  if (!event || event.cancelRefundPercent == null) throw fail('CANCEL_NOT_ALLOWED', 409)
  if (event.startsAt <= now || (event.cancelDeadline && event.cancelDeadline <= now))
    throw fail('CANCEL_CLOSED', 409)
  const items = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.id))
  const named = choice.itemIds ? [...new Set(choice.itemIds)] : undefined
  if (named?.some((id) => !items.some((item) => item.id === id)))
    throw FieldErrors({ ItemIDs: 'ITEM_NOT_OF_PURCHASE' })
  // Seats named: only they must still be sold; the others may have been let in or passed on.
  const chosen = named ? items.filter((item) => named.includes(item.id)) : items
  if (
    purchase.status !== 'paid' ||
    purchase.heldForReview ||
    !(paidOnline(purchase.paymentMethod) || purchase.paymentMethod === 'free') ||
    chosen.some((item) => item.refundedAt || (named && (item.voidedAt || item.refundId)))
  )
    throw fail('CANCEL_NOT_ALLOWED', 409)
  // Said apart, as the buyer's page says why there is no cancel button: the order is no longer all theirs.
  if (chosen.some((item) => item.checkedInAt)) throw fail('CANCEL_AFTER_CHECK_IN', 409)
  if (chosen.some((item) => item.transferredAt)) throw fail('CANCEL_AFTER_TRANSFER', 409)
  const reason = errorText('CANCELLED_BY_BUYER')
  let ended: typeof purchase
  if (paidOnline(purchase.paymentMethod) && purchase.total > 0 && event.cancelRefundPercent > 0) {
    const request = { reason, percent: event.cancelRefundPercent, itemIds: named }
    ended = await refundCancelled(deps, purchase, request, user, now)
  } else if (named) {
    ended = await cancelNamedSeats(db, purchase.id, named, { actorId: user.id, note: reason, now })
  } else {
    ended = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(purchases).where(eq(purchases.id, purchase.id)).for('update')
      if (locked?.status !== 'paid') throw fail('CANCEL_NOT_ALLOWED', 409)
      return givePaidSeatsBack(tx, locked, {
        status: 'cancelled',
        action: 'cancelled-by-buyer',
        actorId: user.id,
        note: reason,
        now,
        admitted: () => fail('CANCEL_NOT_ALLOWED', 409),
      })
    })
  }
  await offerFreedSeats(deps, [...new Set(chosen.map((item) => item.ticketId))], now)
  return ended
}

/**
 * The refund of a buyer's cancellation. bKash's confirmation ends the purchase refunded (its SMS says
 * "refunded"); no answer in time leaves the refund pending, and the cancellation stands all the same: the
 * seats wait on the refund the settle-refunds sweep finishes, and the buyer hears "being refunded" now,
 * as their page says (Purchase.Refunding), instead of an error and a button to press again.
 */
async function refundCancelled(
  deps: OfferDeps,
  purchase: typeof purchases.$inferSelect,
  request: { reason: string; percent: number; itemIds?: string[] },
  user: Holder,
  now: Date,
) {
  try {
    const refunded = await refundPurchase(
      deps.db,
      deps.payments,
      { purchaseId: purchase.id, ...request },
      user,
      now,
    )
    // Taken by the gateway, not finished (SSLCommerz's processing): "being refunded", as for no answer.
    if (refunded.refund.status === 'pending') await tellRefundPending(deps.db, purchase.id)
    return refunded.purchase
  } catch (error) {
    // The door let a named seat in between the buyer's look and the refund's hold: said as a cancellation.
    if (error instanceof AppError && error.code === 'REFUND_AFTER_CHECK_IN')
      throw fail('CANCEL_AFTER_CHECK_IN', 409, undefined, error)
    if (!(error instanceof AppError && error.code === 'REFUND_UNCONFIRMED')) throw error
    await tellRefundPending(deps.db, purchase.id)
    return (await findPurchase(deps.db, purchase.id)) ?? purchase
  }
}
