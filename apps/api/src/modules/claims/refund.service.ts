import { formatTaka } from '@mela/shared/money'
import { paidOnline } from '@mela/shared/payment-options'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseHistory, purchaseItems, purchaseRefunds, purchases, users } from '../../db/schema.ts'
import { Conflict, FieldErrors, fail, NotFound } from '../../lib/errors.ts'
import { unsellSeats } from '../inventory/freed-seats.ts'
import {
  holdSeatsForRefund,
  refundHeldSeats,
  releaseSeatsFromRefund,
  seatStateOf,
  stillTheBuyers,
} from '../inventory/seat-state.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import { PaymentError, type PaymentProvider } from '../payments/payment-provider.ts'
import { recordRefund, recordSale } from './ledger.ts'
import { type RefundStage, refundMail, refundSms } from './money-mails.ts'
import { refundCost } from './refund-cost.ts'

type PurchaseRow = typeof purchases.$inferSelect
export type RefundRow = typeof purchaseRefunds.$inferSelect
export type RefundRequest = {
  purchaseId: string
  itemIds?: string[]
  reason?: string
  refundId?: string
  /** Only this share of what the seats cost goes back (a buyer's own cancellation, by the event's rule). */
  percent?: number
  /** The superuser's refund may take the organization's balance below zero (its debt). */
  mayOverdraw?: boolean
}

/** A refund still pending after this long was interrupted (a crash, bKash silent): it may be settled. */
export const REFUND_STALE_MS = 2 * 60 * 1000
// No answer from bKash: the money may or may not have moved, so the refund stays pending.
const UNANSWERED = /^(TIMEOUT|UNREACHABLE|HTTP_5\d\d)$/

const refused = (reason: string, cause?: unknown) => fail('REFUND_REFUSED', 409, { reason }, cause)

const sameItems = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** What to refund, decided under the purchase's row lock: an existing refund to answer, or a new pending one. */
async function startRefund(db: Db, request: RefundRequest, actorId: string | null, now: Date) {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, request.purchaseId))
      .for('update')
    if (!purchase) throw NotFound('PURCHASE_NOT_FOUND')
    const earlier = await tx.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id))
    const items = (
      await tx.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.id))
    ).map((item) => ({ ...item, state: seatStateOf(item, purchase.status) }))
    // The whole purchase means the seats still the buyer's: not those passed on, refunded or voided.
    const wanted =
      request.itemIds ?? items.filter((item) => stillTheBuyers(item.state)).map((item) => item.id)
    if (request.itemIds?.some((id) => !items.some((item) => item.id === id)))
      throw FieldErrors({ ItemIDs: 'ITEM_NOT_OF_PURCHASE' })

    // The same request again: by its RefundID, or else by the same seats of the same purchase (a whole
    // purchase asked for again once everything is refunded answers its last refund).
    const matches = earlier.filter((refund) =>
      request.refundId ? refund.id === request.refundId : sameItems(refund.itemIds, wanted),
    )
    const finished = earlier.filter((refund) => refund.status === 'done')
    const done =
      matches.find((refund) => refund.status === 'done') ??
      (!request.itemIds && !request.refundId && wanted.length === 0 ? finished.at(-1) : undefined)
    if (done) return { purchase, refund: done, existing: true }
    const failed = request.refundId ? matches.find((refund) => refund.status === 'failed') : undefined
    if (failed) throw refused(failed.failureReason ?? '')
    if (request.refundId && matches.length === 0 && (await refundIdTaken(tx, request.refundId)))
      throw NotFound('PURCHASE_NOT_FOUND')
    const pending = earlier.find((refund) => refund.status === 'pending')
    if (pending) {
      const stale = now.getTime() - pending.createdAt.getTime() > REFUND_STALE_MS
      if (stale && matches.includes(pending)) return { purchase, refund: pending, existing: false }
      throw Conflict('REFUND_IN_PROGRESS')
    }

    if (
      !paidOnline(purchase.paymentMethod) ||
      purchase.status !== 'paid' ||
      !purchase.paymentId ||
      !purchase.trxId
    )
      throw Conflict('REFUND_NOT_ALLOWED')
    const chosen = items.filter((item) => wanted.includes(item.id))
    if (chosen.length === 0 || chosen.some((item) => item.refundedAt)) throw Conflict('NOTHING_TO_REFUND')
    // Whoever asks: a seat that came in through the door is not refunded (docs/seat-states.md).
    if (chosen.some((item) => item.state === 'checked-in')) throw Conflict('REFUND_AFTER_CHECK_IN')
    if (chosen.some((item) => item.state !== 'sold')) throw Conflict('SEAT_NOT_SOLD')

    const refunded = finished.reduce((sum, refund) => sum + refund.amount, 0)
    const remaining = purchase.total - refunded
    const last = items.every((item) => item.refundedAt || wanted.includes(item.id))
    // A seat's share of what was paid: its price less its share of the discount (bundles spread evenly).
    const allPrices = items.reduce((sum, item) => sum + item.price, 0)
    const chosenPrices = chosen.reduce((sum, item) => sum + item.price, 0)
    const share = last
      ? remaining
      : Math.min(remaining, allPrices ? Math.round((purchase.total * chosenPrices) / allPrices) : 0)
    const amount = request.percent === undefined ? share : Math.round((share * request.percent) / 100)
    if (amount <= 0) throw Conflict('NOTHING_TO_REFUND')
    const cost = await refundCost(tx, purchase, amount, last, request.mayOverdraw === true)
    const [refund] = await tx
      .insert(purchaseRefunds)
      .values({
        ...(request.refundId ? { id: request.refundId } : {}),
        purchaseId: purchase.id,
        amount,
        cost,
        itemIds: chosen.map((item) => item.id),
        reason: request.reason ?? null,
        requestedBy: actorId,
        createdAt: now,
      })
      .returning()
    if (!refund) throw new Error('Refund was not created')
    // The seats wait on the refund from now on: the door, a transfer or a void finds them taken.
    if (!(await holdSeatsForRefund(tx, refund.itemIds, refund.id))) {
      // The door or a transfer took a seat since it was read: say which.
      const taken = await tx.select().from(purchaseItems).where(inArray(purchaseItems.id, refund.itemIds))
      throw Conflict(taken.some((item) => item.checkedInAt) ? 'REFUND_AFTER_CHECK_IN' : 'SEAT_NOT_SOLD')
    }
    return { purchase, refund, existing: false }
  })
}

async function refundIdTaken(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: purchaseRefunds.id })
    .from(purchaseRefunds)
    .where(eq(purchaseRefunds.id, id))
  return Boolean(row)
}

/** Gives the refunded seats back and records the money, once bKash has confirmed it: one transaction. */
export async function completeRefund(
  db: Db,
  refund: RefundRow,
  refundTrxId: string | null,
  actorId: string | null,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, refund.purchaseId))
      .for('update')
    if (!purchase) throw new Error(`Purchase ${refund.purchaseId} vanished`)
    const [done] = await tx
      .update(purchaseRefunds)
      .set({ status: 'done', refundTrxId, completedAt: now })
      .where(and(eq(purchaseRefunds.id, refund.id), eq(purchaseRefunds.status, 'pending')))
      .returning()
    if (!done) {
      const [current] = await tx.select().from(purchaseRefunds).where(eq(purchaseRefunds.id, refund.id))
      return { purchase, refund: current ?? refund }
    }
    const seats = await refundHeldSeats(tx, refund.id, now)
    await unsellSeats(
      tx,
      seats.map((seat) => seat.ticketId),
    )
    // The purchase is refunded once none of its seats is the buyer's any more.
    const left = (
      await tx.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchase.id))
    ).filter((item) => stillTheBuyers(seatStateOf(item, purchase.status))).length
    const [updated] = await tx
      .update(purchases)
      .set({
        updatedAt: now,
        ...(left === 0
          ? { status: 'refunded' as const, refundedAt: now, refundTrxId, refundReason: refund.reason }
          : {}),
      })
      .where(eq(purchases.id, purchase.id))
      .returning()
    await tx.insert(purchaseHistory).values({
      purchaseId: purchase.id,
      action: 'refunded',
      actorId,
      note: refund.reason,
      at: now,
    })
    await recordRefund(tx, purchase, {
      amount: refund.amount,
      reference: refund.id,
      last: left === 0,
      actorId,
      now,
    })
    await tellBuyer(tx, purchase, done)
    return { purchase: updated ?? purchase, refund: done }
  })
}

/** bKash refused: the refund ends failed and its seats are the buyer's again, in one transaction. */
async function failRefund(db: Db, refund: RefundRow, reason: string, now: Date) {
  await db.transaction(async (tx) => {
    // The purchase before its seats, as every seat change locks them.
    await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.id, refund.purchaseId))
      .for('update')
    const [failed] = await tx
      .update(purchaseRefunds)
      .set({ status: 'failed', failureReason: reason, completedAt: now })
      .where(and(eq(purchaseRefunds.id, refund.id), eq(purchaseRefunds.status, 'pending')))
      .returning()
    if (!failed) return
    await releaseSeatsFromRefund(tx, refund.id)
    // The door's list notices changed purchases: the seats read valid again at the next sync.
    await tx.update(purchases).set({ updatedAt: now }).where(eq(purchases.id, refund.purchaseId))
  })
}

async function tellBuyer(tx: Db, purchase: PurchaseRow, refund: RefundRow, stage: RefundStage = 'done') {
  const [owner] = await tx.select().from(users).where(eq(users.id, purchase.userId))
  const buyer = purchase.buyer as { Email?: string; Phone?: string } | null
  const [event] = await tx.query.events.findMany({
    where: (e, { eq }) => eq(e.id, purchase.eventId),
    limit: 1,
  })
  const language = owner?.language ?? 'en'
  const bengali = event?.bn as { Title?: string | null } | null
  const values = {
    event: (language === 'bn' && bengali?.Title) || event?.title || '',
    amount: formatTaka(refund.amount, { digits: language }),
    count: refund.itemIds.length,
    reason: refund.reason,
  }
  const email = owner?.email ?? buyer?.Email
  const phone = owner?.phone ?? buyer?.Phone
  if (email) await queueEmail(tx, refundMail(language, email, values, stage))
  if (phone) await queueSms(tx, { to: phone, text: refundSms(language, values, stage) })
}

/**
 * Tells the buyer that the purchase's refund is asked for and bKash has not confirmed it yet (a buyer's
 * cancellation answered before bKash was): their SMS and mail say "being refunded", as their screen does;
 * the confirmation, whenever the sweep gets it, says "refunded". Nothing when no refund is pending.
 */
export async function tellRefundPending(db: Db, purchaseId: string) {
  const [row] = await db
    .select({ refund: purchaseRefunds, purchase: purchases })
    .from(purchaseRefunds)
    .innerJoin(purchases, eq(purchases.id, purchaseRefunds.purchaseId))
    .where(and(eq(purchaseRefunds.purchaseId, purchaseId), eq(purchaseRefunds.status, 'pending')))
  if (row) await tellBuyer(db, row.purchase, row.refund, 'pending')
}

/**
 * Refunds a paid online purchase, whole or some of its seats, through the gateway that took the money (the
 * organizer's call and the superuser's). Safe to retry: the same RefundID, or the same seats, is
 * refunded once. The gateway is asked between two transactions, so no lock is held while it answers; a
 * refusal leaves nothing changed (409), no answer leaves the refund pending to try again (502), and a
 * refund the gateway took but has not finished is answered pending, for the sweep to settle.
 */
export async function refundPurchase(
  db: Db,
  payments: PaymentProvider,
  request: RefundRequest,
  actor: { id: string | null },
  now = new Date(),
): Promise<{ purchase: PurchaseRow; refund: RefundRow }> {
  const started = await startRefund(db, request, actor.id, now)
  if (started.existing) return started
  const { purchase, refund } = started
  let answer: Awaited<ReturnType<PaymentProvider['refund']>>
  try {
    answer = await payments.refund({
      paymentID: purchase.paymentId ?? '',
      trxID: purchase.trxId ?? '',
      amountPoisha: refund.amount,
      sku: purchase.id,
      reason: refund.reason ?? 'Refund',
      method: purchase.paymentMethod,
      refundKey: refund.id,
    })
  } catch (error) {
    if (error instanceof PaymentError && UNANSWERED.test(error.code))
      throw fail('REFUND_UNCONFIRMED', 502, undefined, error)
    const reason = error instanceof Error ? error.message : String(error)
    await failRefund(db, refund, reason, now)
    if (error instanceof PaymentError) throw refused(reason, error)
    throw error
  }
  if (answer.pending) return { purchase, refund: await keepPending(db, refund, answer.refundTrxID) }
  return completeRefund(db, refund, answer.refundTrxID, actor.id, now)
}

/**
 * The gateway took the refund and is still moving the money (SSLCommerz's `processing`): the refund stays
 * pending with the gateway's reference, its seats held, until the settle-refunds sweep hears it is done.
 */
async function keepPending(db: Db, refund: RefundRow, refundTrxId: string) {
  const [kept] = await db
    .update(purchaseRefunds)
    .set({ refundTrxId })
    .where(and(eq(purchaseRefunds.id, refund.id), eq(purchaseRefunds.status, 'pending')))
    .returning()
  return kept ?? refund
}

/**
 * Records a late payment refunded automatically (its seats were gone) once bKash confirmed it: the sale
 * and its reversal, so the ledger shows the money that came and went. Inside the caller's transaction.
 */
export async function recordAutomaticRefund(
  tx: Db,
  purchase: PurchaseRow,
  feePercent: number,
  now = new Date(),
) {
  await recordSale(tx, purchase, feePercent, now)
  await recordRefund(tx, purchase, { amount: purchase.total, reference: purchase.id, last: true, now })
}
