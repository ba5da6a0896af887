import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { paymentAttempts, purchases } from '../../db/schema.ts'
import { type JobHandlers, nextRun, schedulePeriodicJob } from '../jobs/job-queue.ts'
import { refundTransIdOf } from '../payments/routed-payments.ts'
import { type SettleContext, settleUnansweredTries } from './sslcommerz-settle.service.ts'

const SWEEP_EVERY_MS = 60_000

/** Makes sure one sweep of unanswered SSLCommerz tries is queued; it queues the next itself. */
export const scheduleSslcommerzSweep = (db: Db) =>
  schedulePeriodicJob(db, 'settle-sslcommerz', SWEEP_EVERY_MS)

export function sslcommerzJobHandlers(ctx: SettleContext): JobHandlers {
  return {
    'settle-sslcommerz': async () => {
      await settleUnansweredTries(ctx)
      return nextRun(SWEEP_EVERY_MS)
    },
    // A purchase paid twice (two tries both paid) keeps one payment; the other goes back in full, retried
    // until the gateway takes it. The same refund_trans_id each time: the gateway makes it once.
    'refund-second-payment': async (payload) => {
      const [row] = await ctx.db
        .select({ attempt: paymentAttempts, total: purchases.total })
        .from(paymentAttempts)
        .innerJoin(purchases, eq(purchases.id, paymentAttempts.purchaseId))
        .where(eq(paymentAttempts.id, String(payload.attemptId)))
      const attempt = row?.attempt
      if (
        !row ||
        !attempt ||
        attempt.status !== 'second-payment' ||
        attempt.refundedAt ||
        !attempt.bankTranId
      )
        return
      const refund = await ctx.sslcommerz.refund({
        bankTranId: attempt.bankTranId,
        refundTransId: refundTransIdOf(attempt.id),
        // What this try took: its own amount, which another way's surcharge may set apart from the total.
        amountPoisha: attempt.amount ?? row.total,
        remarks: 'Second payment of a paid purchase',
        refeId: attempt.purchaseId,
      })
      // Still processing: asked again with the same refund_trans_id until the gateway says it is done.
      if (refund.status === 'processing') return nextRun(SWEEP_EVERY_MS)
      await ctx.db
        .update(paymentAttempts)
        .set({ refundedAt: new Date(), refundRef: refund.refundRefId, updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id))
    },
  }
}
