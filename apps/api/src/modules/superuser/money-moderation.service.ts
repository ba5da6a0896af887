import { errorText } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { claims, purchases } from '../../db/schema.ts'
import { NotFound } from '../../lib/errors.ts'
import { clearReview, requireInReview } from '../checkout/payment-review.ts'
import { type ClaimDecision, decideClaim } from '../claims/claim.service.ts'
import { refundPurchase } from '../claims/refund.service.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { writeAudit } from './audit.ts'
import type { Actor } from './moderation.service.ts'

type Context = { actor: Actor; reason?: string | undefined; now?: Date }

/**
 * Moves a claim on (approve, reject, mark paid) with its audit row in the same transaction. The claim is
 * locked first, so a double click decides and logs once; deciding the same way again logs nothing.
 */
export async function moderateClaim(db: Db, claimId: string, decision: ClaimDecision, ctx: Context) {
  const now = ctx.now ?? new Date()
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update')
    if (!before) throw NotFound('CLAIM_NOT_FOUND')
    const after = await decideClaim(tx, claimId, decision, ctx.actor, ctx.reason, now)
    if (after.Status === before.status) return
    await writeAudit(
      tx,
      {
        actorId: ctx.actor.id,
        action: `claim.${decision}`,
        targetType: 'claim',
        targetId: claimId,
        before: { Status: before.status },
        after: { Status: after.Status },
        reason: ctx.reason ?? null,
      },
      now,
    )
  })
}

/**
 * Refunds a whole paid bKash purchase. bKash is asked between transactions (no lock held while it
 * answers), so the audit row follows the refund once it is done; a retried refund is answered, not logged.
 */
export async function moderateRefund(
  db: Db,
  payments: PaymentProvider,
  purchaseId: string,
  ctx: Context & { reason: string },
) {
  const now = ctx.now ?? new Date()
  const [before] = await db.select().from(purchases).where(eq(purchases.id, purchaseId))
  if (!before) throw NotFound('PURCHASE_NOT_FOUND')
  const { purchase, refund } = await refundPurchase(
    db,
    payments,
    { purchaseId, reason: ctx.reason, mayOverdraw: true },
    ctx.actor,
    now,
  )
  // Done by this call: refunds completed earlier carry their own time.
  if (refund.status !== 'done' || refund.completedAt?.getTime() !== now.getTime()) return
  await writeAudit(
    db,
    {
      actorId: ctx.actor.id,
      action: 'purchase.refund',
      targetType: 'purchase',
      targetId: purchaseId,
      before: { Status: before.status },
      after: { Status: purchase.status, RefundID: refund.id, Amount: refund.amount / 100 },
      reason: ctx.reason,
    },
    now,
  )
}

/**
 * Decides a payment the gateway marked risky: cleared, its tickets go out; refused, it is refunded in full
 * through the gateway (the seats go back on sale) and stays held until the refund is done. Audited.
 */
export async function moderateReview(
  db: Db,
  payments: PaymentProvider,
  purchaseId: string,
  decision: 'approve' | 'reject',
  ctx: Context,
) {
  const now = ctx.now ?? new Date()
  await requireInReview(db, purchaseId)
  if (decision === 'approve') await clearReview(db, purchaseId, ctx.actor.id, now)
  else {
    const reason = ctx.reason || errorText('REVIEW_REFUSED')
    await refundPurchase(db, payments, { purchaseId, reason, mayOverdraw: true }, ctx.actor, now)
  }
  await writeAudit(
    db,
    {
      actorId: ctx.actor.id,
      action: `purchase.review.${decision}`,
      targetType: 'purchase',
      targetId: purchaseId,
      before: { PaymentStatus: 'review' },
      after: { PaymentStatus: decision === 'approve' ? 'paid' : 'refunded' },
      reason: ctx.reason ?? null,
    },
    now,
  )
}
