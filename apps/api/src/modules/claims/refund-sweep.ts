import { and, eq, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.ts'
import { purchaseRefunds, purchases } from '../../db/schema.ts'
import { type JobHandlers, nextRun, schedulePeriodicJob } from '../jobs/job-queue.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { completeRefund, REFUND_STALE_MS, refundPurchase } from './refund.service.ts'

const SETTLE_EVERY_MS = 60_000

/**
 * Settles refunds left pending (bKash never answered, or the instance stopped while it waited): bKash
 * is asked whether the refund happened. If it did, it is recorded; if bKash says it did not, it is
 * asked for again (bKash refuses a duplicate, so a refund that crossed this question is not paid twice);
 * if bKash is still silent, the refund waits for the next sweep, its seats held all along.
 */
export async function settlePendingRefunds(
  db: Db,
  payments: PaymentProvider,
  log?: FastifyBaseLogger,
  now = new Date(),
) {
  const pending = await db
    .select({ refund: purchaseRefunds, purchase: purchases })
    .from(purchaseRefunds)
    .innerJoin(purchases, eq(purchases.id, purchaseRefunds.purchaseId))
    .where(
      and(
        eq(purchaseRefunds.status, 'pending'),
        lt(purchaseRefunds.createdAt, new Date(now.getTime() - REFUND_STALE_MS)),
      ),
    )
    .limit(100)
  let settled = 0
  for (const { refund, purchase } of pending) {
    try {
      const found = await payments.findRefund({
        paymentID: purchase.paymentId ?? '',
        trxID: purchase.trxId ?? '',
        amountPoisha: refund.amount,
        method: purchase.paymentMethod,
        refundKey: refund.id,
      })
      const actor = { id: refund.requestedBy }
      if (found) await completeRefund(db, refund, found.refundTrxID, actor.id, now)
      else await refundPurchase(db, payments, { purchaseId: purchase.id, refundId: refund.id }, actor, now)
      settled++
    } catch (error) {
      log?.warn({ err: error, refundId: refund.id }, 'pending refund not settled yet')
    }
  }
  return settled
}

export const scheduleRefundSweep = (db: Db) => schedulePeriodicJob(db, 'settle-refunds', SETTLE_EVERY_MS)

export function refundJobHandlers(db: Db, payments: PaymentProvider, log?: FastifyBaseLogger): JobHandlers {
  return {
    'settle-refunds': async () => {
      await settlePendingRefunds(db, payments, log)
      return nextRun(SETTLE_EVERY_MS)
    },
  }
}
