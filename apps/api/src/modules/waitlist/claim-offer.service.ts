import { and, eq } from 'drizzle-orm'
import { purchases } from '../../db/schema.ts'
import { fail, NotFound } from '../../lib/errors.ts'
import { confirmPayment, type PurchaseRow } from '../checkout/confirm.service.ts'
import { queuePurchaseConfirmation } from '../checkout/purchase-jobs.ts'
import { findPurchase } from '../checkout/purchase-view.ts'
import type { OfferDeps } from './waitlist.service.ts'
import { findOffer } from './waitlist-offers.service.ts'

/**
 * The person takes their offered seat with the offer link's token: a free seat is theirs at once; a paid
 * one answers the held purchase with its bKash page (asked for again when the first try failed). Taking a
 * seat already paid for answers that purchase again, so a second click is harmless.
 */
export async function claimOffer(
  { db, config, payments }: OfferDeps,
  token: string,
  now: Date,
): Promise<PurchaseRow> {
  const entry = await findOffer(db, token)
  const purchase = entry.purchaseId ? await findPurchase(db, entry.purchaseId) : undefined
  if (!purchase) throw NotFound('NOT_FOUND')
  if (purchase.status === 'paid') return purchase
  if (entry.status !== 'offered' || purchase.status !== 'pending' || purchase.expiresAt <= now)
    throw fail('OFFER_ENDED', 409)
  if (purchase.paymentMethod === 'free') {
    const done = await confirmPayment(db, purchase.id, {}, now)
    if (done.newlyPaid) await queuePurchaseConfirmation(db, purchase.id)
    return done.purchase
  }
  if (purchase.paymentUrl) return purchase
  const payment = await payments.createPayment({
    amountPoisha: purchase.total,
    invoiceNumber: `W${purchase.id.replaceAll('-', '').slice(0, 20)}${Date.now().toString(36)}`,
    callbackURL: `${config.publicUrl}/purchase/bkash/finalize/${purchase.id}`,
    payerReference: entry.phone ?? purchase.userId.slice(0, 20),
  })
  const [updated] = await db
    .update(purchases)
    .set({ paymentId: payment.paymentID, paymentUrl: payment.bkashURL })
    .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending')))
    .returning()
  return updated ?? purchase
}
