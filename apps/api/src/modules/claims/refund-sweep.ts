import { and, eq, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.ts'
import { purchaseRefunds, purchases } from '../../db/schema.ts'
import { type JobHandlers, nextRun, schedulePeriodicJob } from '../jobs/job-queue.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { completeRefund, REFUND_STALE_MS, refundPurchase } from './refund.service.ts'

const SETTLE_EVERY_MS = 60_000

/**
 * Settles refunds left pending (the gateway never answered, the instance stopped while it waited, or
 * SSLCommerz answered `processing`): the gateway that took the money is asked whether the refund happened.
 * If it did, it is recorded; if it says it did not, it is asked for again (bKash refuses a duplicate and
 * SSLCommerz answers a repeated refund_trans_id with the same refund, so a refund that crossed this question
 * is not paid twice); if it is silent or still processing, the refund waits for the next sweep, its seats
 * held all along.
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
      // Still processing at the gateway: asked again at the next sweep, its seats held meanwhile.
      if (found?.pending) continue
      const actor = { id: refund.requestedBy }
      if (found) await completeRefund(db, refund, found.refundTrxID, actor.id, now)
      else {
        const asked = { purchaseId: purchase.id, refundId: refund.id }
        if ((await refundPurchase(db, payments, asked, actor, now)).refund.status === 'pending') continue
      }
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
