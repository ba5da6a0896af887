import { and, asc, eq, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.ts'
import { paymentAttempts, purchases } from '../../db/schema.ts'
import type { SslcommerzGateway, SslcommerzPayment } from '../payments/sslcommerz-client.ts'
import { confirmPayment, type PurchaseRow } from './confirm.service.ts'
import { queuePurchaseConfirmation, queueRefund, queueSecondPaymentRefund } from './purchase-jobs.ts'

type AttemptRow = typeof paymentAttempts.$inferSelect
export type SettleContext = {
  db: Db
  sslcommerz: SslcommerzGateway
  feePercent: number
  log?: FastifyBaseLogger
}
/** What the IPN, the browser's return or the sweep heard: the try's tran_id, and its val_id when paid. */
export type PaymentNotice = { tranId: string; valId?: string }

const PAID = new Set(['VALID', 'VALIDATED'])
const ENDED: Record<string, 'failed' | 'cancelled'> = {
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  UNATTEMPTED: 'cancelled',
  EXPIRED: 'cancelled',
}

/** Poisha of the gateway's "1500.00", exactly: no tolerance as the official clients allow. */
const poishaOf = (amount: string) =>
  /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : NaN

/** The try a tran_id names (SSLCommerz's are at most 30 characters), if it is one of Mela's. */
export async function attemptByTranId(db: Db, tranId: string | undefined) {
  if (!tranId || tranId.length > 30) return undefined
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.tranId, tranId))
  return attempt
}

/**
 * The checks a merchant must make before delivering (the gateway's validation, not the notice's word):
 * paid, this try's tran_id, in taka, and exactly what the try asked (the purchase's total at its way's
 * surcharge).
 */
const paysFor = (payment: SslcommerzPayment, attempt: AttemptRow, purchase: PurchaseRow) =>
  PAID.has(payment.status) &&
  payment.tranId === attempt.tranId &&
  (payment.currencyType || payment.currency) === 'BDT' &&
  poishaOf(payment.amount) === amountOf(attempt, purchase)

/** What a try asked: its own amount (the surcharge of its way), or on older tries the purchase's total. */
const amountOf = (attempt: AttemptRow, purchase: PurchaseRow) => attempt.amount ?? purchase.total

/**
 * The gateway's own word on a try: the validation of the val_id a notice carried, or else the try looked up
 * by its tran_id (the buyer who never came back, a fail or cancel return, which carry no val_id).
 */
async function askGateway(gateway: SslcommerzGateway, attempt: AttemptRow, valId?: string) {
  if (valId) return gateway.validate(valId)
  const found = await gateway.queryByTranId(attempt.tranId)
  const paid = found.find((payment) => PAID.has(payment.status))
  if (paid?.valId) return gateway.validate(paid.valId)
  return paid ?? found.find((payment) => ENDED[payment.status]) ?? found[0]
}

/**
 * Settles a try at paying through SSLCommerz from whatever heard of it: the IPN, the buyer's return, the
 * sweep, in any order and any number of times. The gateway is asked first; then, under the try's row lock,
 * a validated payment pays its purchase once (kept, or refunded when the hold ended and the seats went),
 * a risky one is held for review, a second payment of an already paid purchase is given back, and a try
 * the gateway calls failed or cancelled is marked so while the purchase keeps its hold for another try.
 */
export async function settleSslcommerz(
  ctx: SettleContext,
  notice: PaymentNotice,
  now = new Date(),
): Promise<PurchaseRow | undefined> {
  const known = await attemptByTranId(ctx.db, notice.tranId)
  if (!known) return undefined
  const payment = await askGateway(ctx.sslcommerz, known, notice.valId)
  return ctx.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, known.id))
      .for('update')
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, known.purchaseId))
    if (!attempt || !purchase) return purchase
    if (attempt.status === 'paid' || attempt.status === 'second-payment' || !payment) return purchase
    if (!paysFor(payment, attempt, purchase)) {
      const ended = ENDED[payment.status]
      if (ended) await markAttempt(tx, attempt, ended, payment.error, now)
      // A payment for another amount is not this purchase's: it stays unpaid, its try marked, and it shows.
      else if (PAID.has(payment.status))
        await markAttempt(tx, attempt, 'failed', `Amount ${payment.amount} ${payment.currency}`, now)
      if (ended && purchase.status === 'pending')
        await tx
          .update(purchases)
          .set({ failureReason: payment.error || null, updatedAt: now })
          .where(eq(purchases.id, purchase.id))
      return purchase
    }
    const confirmed = await confirmPayment(
      tx,
      purchase.id,
      {
        trxId: payment.bankTranId,
        feePercent: ctx.feePercent,
        method: 'sslcommerz',
        channel: attempt.channel,
        // The try that paid sets the total: a buyer may have left it for a way with another surcharge.
        total: amountOf(attempt, purchase),
        gatewayFee: Math.max(
          0,
          amountOf(attempt, purchase) - (poishaOf(payment.storeAmount) || amountOf(attempt, purchase)),
        ),
        risky: payment.riskLevel === '1',
      },
      now,
    )
    // Paid already, by another try (as confirmPayment read it under the purchase's lock, so two tries paid at
    // once are told apart): this money is a second payment, and goes back.
    if (!confirmed.newlyPaid && !confirmed.needsRefund) {
      await markAttempt(tx, attempt, 'second-payment', null, now, payment.bankTranId)
      await queueSecondPaymentRefund(tx, attempt.id)
      return confirmed.purchase
    }
    await markAttempt(tx, attempt, 'paid', null, now, payment.bankTranId)
    if (confirmed.newlyPaid && !confirmed.purchase.heldForReview)
      await queuePurchaseConfirmation(tx, purchase.id)
    if (confirmed.needsRefund) await queueRefund(tx, purchase.id)
    return confirmed.purchase
  })
}

function markAttempt(
  tx: Db,
  attempt: AttemptRow,
  status: AttemptRow['status'],
  error: string | null,
  now: Date,
  bankTranId?: string,
) {
  return tx
    .update(paymentAttempts)
    .set({ status, error: error || null, updatedAt: now, ...(bankTranId ? { bankTranId } : {}) })
    .where(eq(paymentAttempts.id, attempt.id))
}

/** A try nobody came back from is asked about this long after it started, then at each sweep. */
export const ASK_AFTER_MS = 2 * 60_000
// After a day a try still unanswered was abandoned on the gateway's page: it is no longer asked about.
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000

/**
 * The sweep of tries nobody came back from (no IPN, no return): each is settled by asking the gateway, so
 * no purchase stays pending for ever and a payment made is never lost; tries a day old with no payment end.
 */
export async function settleUnansweredTries(ctx: SettleContext, now = new Date(), batch = 50) {
  const waiting = await ctx.db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.status, 'started'),
        lt(paymentAttempts.createdAt, new Date(now.getTime() - ASK_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(batch)
  let settled = 0
  for (const attempt of waiting) {
    // A gateway that does not answer about one try is asked again at the next sweep; the others go on.
    try {
      await settleSslcommerz(ctx, { tranId: attempt.tranId }, now)
    } catch (error) {
      ctx.log?.warn({ err: error, tranId: attempt.tranId }, 'payment try not settled yet')
      continue
    }
    const [after] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id))
    if (after?.status !== 'started') settled++
    else if (now.getTime() - attempt.createdAt.getTime() > GIVE_UP_AFTER_MS)
      await markAttempt(ctx.db, attempt, 'cancelled', 'No payment within a day', now)
  }
  return settled
}
