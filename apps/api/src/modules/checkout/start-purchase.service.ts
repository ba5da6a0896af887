import type { Language } from '@mela/shared/constants'
import { errorText } from '@mela/shared/error-codes'
import type { FormField } from '@mela/shared/event'
import type { Buyer, PurchaseInput } from '@mela/shared/purchase'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { purchases, users } from '../../db/schema.ts'
import { AppError, FieldErrors, fail } from '../../lib/errors.ts'
import type { EventRow } from '../../lib/event-access.ts'
import { generatedUsername } from '../identity/username.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { checkAnswers } from './answers.ts'
import { endPurchase } from './confirm.service.ts'
import type { PricedOrder } from './pricing.ts'
import { queuePurchaseConfirmation } from './purchase-jobs.ts'
import { type Reservation, reservePurchase } from './reserve.service.ts'

/** `queuePlace`: the on-sale queue's place whose pass this purchase spends (requireQueuePass). */
export type CheckoutContext = {
  db: Db
  config: Config
  payments: PaymentProvider
  now?: Date
  queuePlace?: string
}

/**
 * A guest account for a buyer who is not signed in, so their tickets have an owner who can come back;
 * it keeps the language they bought in, for their mails and SMS.
 */
export async function createGuest(db: Db, buyer: Buyer, language: Language = 'en') {
  const [guest] = await db
    .insert(users)
    .values({
      username: generatedUsername('guest'),
      firstName: buyer.FirstName,
      lastName: buyer.LastName ?? '',
      phone: buyer.Phone,
      kind: 'guest',
      language,
    })
    .returning()
  if (!guest) throw new Error('Guest was not created')
  return guest
}

/** What a buyer must send when not signed in. */
export function requireBuyer(input: PurchaseInput): Buyer {
  if (!input.Buyer) throw FieldErrors({ 'Buyer.FirstName': 'REQUIRED', 'Buyer.Phone': 'REQUIRED' })
  return input.Buyer
}

/**
 * Holds the seats, then (for bKash) creates the payment and keeps its ID and page address. When
 * bKash cannot be reached the hold is released at once rather than left to expire.
 */
export async function startPurchase(
  ctx: CheckoutContext,
  event: EventRow,
  userId: string,
  input: PurchaseInput,
  priced?: PricedOrder,
): Promise<Reservation> {
  const now = ctx.now ?? new Date()
  const answers = checkAnswers(event.formFields as FormField[], input.Answers)
  const reservation = await reservePurchase(
    ctx.db,
    event,
    userId,
    { ...input, Answers: answers },
    {
      now,
      holdMinutes: ctx.config.holdMinutes,
      holdCap: ctx.config.holdCapPerEvent,
      priced,
      queuePlace: ctx.queuePlace,
    },
  )
  const { purchase } = reservation
  if (purchase.status === 'paid') {
    await queuePurchaseConfirmation(ctx.db, purchase.id)
    return reservation
  }
  const invoiceNumber = `M${purchase.id.replaceAll('-', '').slice(0, 20)}${Date.now().toString(36)}`
  try {
    const payment = await ctx.payments.createPayment({
      amountPoisha: purchase.total,
      invoiceNumber,
      callbackURL: `${ctx.config.publicUrl}/purchase/bkash/finalize/${purchase.id}`,
      payerReference: input.Buyer?.Phone ?? userId.slice(0, 20),
    })
    const [updated] = await ctx.db
      .update(purchases)
      .set({ paymentId: payment.paymentID, paymentUrl: payment.bkashURL, invoiceNumber })
      .where(eq(purchases.id, purchase.id))
      .returning()
    return { ...reservation, purchase: updated ?? purchase }
  } catch (error) {
    // The seats go back at once; a server without bKash set up says so rather than "not answering".
    const known = error instanceof AppError ? error : undefined
    await endPurchase(ctx.db, purchase.id, 'failed', known?.message ?? errorText('PAYMENT_UNAVAILABLE'), now)
    throw known ?? fail('PAYMENT_UNAVAILABLE', 503, undefined, error)
  }
}
