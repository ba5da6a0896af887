import { errorText } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchases } from '../../db/schema.ts'
import { fail } from '../../lib/errors.ts'
import type { PaymentOutcome, PaymentProvider } from '../payments/payment-provider.ts'
import { confirmPayment, endPurchase, type PurchaseRow } from './confirm.service.ts'
import { queuePurchaseConfirmation, queueRefund } from './purchase-jobs.ts'

// A completed payment counts only when it is for this purchase's amount and invoice.
const isForPurchase = (outcome: PaymentOutcome, purchase: PurchaseRow) =>
  outcome.status === 'completed' &&
  (outcome.amount === undefined || Math.round(Number(outcome.amount) * 100) === purchase.total) &&
  (outcome.invoiceNumber === undefined || outcome.invoiceNumber === purchase.invoiceNumber)

/**
 * Settles a bKash payment from the browser's callback. The callback's status is never trusted:
 * money moves only at execute, and an unclear execute is followed by a query. Safe to call twice or
 * at once from two tabs: confirmation happens once, under the purchase's row lock.
 */
export async function finalizeBkash(
  db: Db,
  payments: PaymentProvider,
  purchase: PurchaseRow,
  callback: { paymentID: string; status: 'success' | 'failure' | 'cancel' },
  now = new Date(),
  feePercent = 0,
): Promise<PurchaseRow> {
  if (!purchase.paymentId || purchase.paymentId !== callback.paymentID) throw fail('WRONG_PAYMENT', 400)
  if (purchase.status === 'paid' || purchase.status === 'refunded') return purchase

  const outcome =
    callback.status === 'success'
      ? await payments.executePayment(purchase.paymentId)
      : await payments.queryPayment(purchase.paymentId)

  if (isForPurchase(outcome, purchase)) {
    const confirmed = await confirmPayment(db, purchase.id, { trxId: outcome.trxID, feePercent }, now)
    if (confirmed.newlyPaid) await queuePurchaseConfirmation(db, purchase.id)
    if (confirmed.needsRefund) await queueRefund(db, purchase.id)
    return confirmed.purchase
  }
  // A payment bKash still calls unfinished is left waiting whatever the callback says: anyone holding the
  // link can send "cancel", and a forged one must not end a real buyer's checkout. Only bKash's own word
  // (cancelled or failed) ends it; the hold's expiry ends the rest. Should the money move after all, a later
  // finalize still confirms or refunds it.
  if (outcome.status === 'pending') return (await reload(db, purchase.id)) ?? purchase
  const reason =
    callback.status === 'cancel' || outcome.status === 'cancelled'
      ? errorText('PAYMENT_CANCELLED')
      : (outcome.message ?? errorText('PAYMENT_FAILED'))
  const ended = await endPurchase(
    db,
    purchase.id,
    outcome.status === 'cancelled' || callback.status === 'cancel' ? 'cancelled' : 'failed',
    reason,
    now,
  )
  return ended ?? (await reload(db, purchase.id)) ?? purchase
}

async function reload(db: Db, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id))
  return row
}
