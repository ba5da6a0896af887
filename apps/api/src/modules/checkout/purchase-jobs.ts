import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { purchases } from '../../db/schema.ts'
import { recordAutomaticRefund } from '../claims/refund.service.ts'
import { announceFreedSeats } from '../inventory/freed-seats.ts'
import { enqueueJob, type JobHandlers, nextRun, schedulePeriodicJob } from '../jobs/job-queue.ts'
import { PaymentError, type PaymentProvider } from '../payments/payment-provider.ts'
import { expireHolds } from './confirm.service.ts'
import { sendPurchaseConfirmation } from './purchase-confirmation.ts'
import { findPurchase } from './purchase-view.ts'

const SWEEP_EVERY_MS = 30_000
const ALREADY_REVERSED = '2034'
const REFUND_ASKED_AGAIN_MS = 60_000

/**
 * Queues the confirmation mail (and SMS when a phone is known) of a paid purchase; `giver` names who passed
 * the seats on, for a transfer's recipient.
 */
export const queuePurchaseConfirmation = (db: Db, purchaseId: string, giver?: string) =>
  enqueueJob(db, 'purchase-confirmation', { purchaseId, ...(giver === undefined ? {} : { giver }) })

/** Queues the refund of a payment whose seats were gone; retried until bKash confirms it. */
export const queueRefund = (db: Db, purchaseId: string) =>
  enqueueJob(db, 'refund-payment', { purchaseId }, { maxAttempts: 10 })

/** Queues giving back a second payment of an already paid purchase (a try on SSLCommerz that paid too). */
export const queueSecondPaymentRefund = (db: Db, attemptId: string) =>
  enqueueJob(db, 'refund-second-payment', { attemptId }, { maxAttempts: 10 })

/** Makes sure one hold sweep is queued; it queues the next one itself, so the sweep survives restarts. */
export const scheduleHoldSweep = (db: Db) => schedulePeriodicJob(db, 'sweep-holds', SWEEP_EVERY_MS)

export function checkoutJobHandlers(db: Db, config: Config, payments: PaymentProvider): JobHandlers {
  return {
    'sweep-holds': async () => {
      await expireHolds(db)
      // Seats freed since the last sweep (expired holds and offers, cancellations) go to waiting lists first.
      await announceFreedSeats(db)
      return nextRun(SWEEP_EVERY_MS)
    },
    'purchase-confirmation': (payload) =>
      sendPurchaseConfirmation(
        db,
        config,
        String(payload.purchaseId),
        typeof payload.giver === 'string' ? payload.giver : undefined,
      ),
    'refund-payment': async (payload) => {
      const row = await findPurchase(db, String(payload.purchaseId))
      if (row?.status !== 'refunded' || row.refundedAt || !row.paymentId || !row.trxId) return
      const refund = await payments
        .refund({
          paymentID: row.paymentId,
          trxID: row.trxId,
          amountPoisha: row.total,
          sku: row.id,
          reason: 'Seats no longer available',
          method: row.paymentMethod,
          refundKey: row.id,
        })
        .catch((error: unknown) => {
          // 2034: the payment is already reversed in full. Only this job refunds a purchase, and only
          // its whole amount, so an earlier attempt did it and lost the answer.
          if (error instanceof PaymentError && error.code === ALREADY_REVERSED) return { refundTrxID: null }
          throw error
        })
      // Still processing at the gateway: asked again (the same refund key, so one refund) until it is done.
      if ('pending' in refund && refund.pending) return nextRun(REFUND_ASKED_AGAIN_MS)
      // The money came and went: the ledger shows both, written with the refund's completion.
      await db.transaction(async (tx) => {
        const now = new Date()
        const [refunded] = await tx
          .update(purchases)
          .set({ refundedAt: now, refundTrxId: refund.refundTrxID })
          .where(eq(purchases.id, row.id))
          .returning()
        if (refunded) await recordAutomaticRefund(tx, refunded, config.platformFeePercent, now)
      })
    },
  }
}
