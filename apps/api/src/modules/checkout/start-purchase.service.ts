import { errorText } from '@mela/shared/error-codes'
import type { FormField } from '@mela/shared/event'
import type { Buyer, PurchaseInput } from '@mela/shared/purchase'
import { AppError, FieldErrors, fail } from '../../lib/errors.ts'
import { refuseIfNotOnSale } from '../../lib/event-access.ts'
import { enforceLimits, type Limit } from '../../lib/rate-limit.ts'
import type { SessionUser } from '../../lib/sessions.ts'
import { newSession } from '../../lib/sessions.ts'
import { purchaseLimits } from '../identity/rate-limits.ts'
import { generatedUsername } from '../identity/username.ts'
import { queuePassPlace } from '../queue/queue-admission.service.ts'
import { refuseUnacceptedPayment } from './accepted-payments.ts'
import { checkAnswers } from './answers.ts'
import { endPurchase } from './confirm.service.ts'
import { requirePhoneProof } from './guest-phone.ts'
import { type Payer, type PaymentGateways, payerOf, startPayment } from './payment-start.ts'
import { priceOrder } from './pricing.ts'
import { queuePurchaseConfirmation } from './purchase-jobs.ts'
import { type Reservation, type ReserveContext, reservePurchase } from './reserve.service.ts'
import { type SaleCatalog, saleCatalog } from './sale-catalog.ts'
import { surchargePercentOf, withSurcharge } from './surcharge.ts'

export type CheckoutContext = PaymentGateways & { now?: Date }

/** Who is buying: signed in (`user`) or a guest; the address the limits count; the queue pass; the device. */
export type Caller = { user?: SessionUser; address?: string; pass?: string | string[]; userAgent?: string }

/** What a buy hands back: the held purchase, its event, and for a guest the account and its session token. */
export type Bought = Reservation & { event: SaleCatalog['event']; authToken?: string }

/** What a buyer must send when not signed in. */
export function requireBuyer(input: PurchaseInput): Buyer {
  if (!input.Buyer) throw FieldErrors({ 'Buyer.FirstName': 'REQUIRED', 'Buyer.Phone': 'REQUIRED' })
  return input.Buyer
}

// Refusals that the cached catalog (≤ 1 s old) may have made wrongly while pricing (an event just
// published, a ticket just added or priced anew, a ticket just given seats on the plan).
const STALE_MAYBE = new Set([
  'NOT_ON_SALE',
  'ITEM_NOT_ON_SALE',
  'SEATS_TO_PICK',
  'TICKET_NOT_OF_EVENT',
  'SEAT_NOT_FOUND',
])
const mayBeStale = (error: unknown) =>
  error instanceof AppError &&
  (STALE_MAYBE.has(error.code) ||
    Object.values(error.fieldCodes ?? {}).some(({ code }) => STALE_MAYBE.has(code)))
const priceChanged = (error: unknown) => error instanceof AppError && error.code === 'PRICE_CHANGED'

/**
 * A buyer's "Buy" (POST /purchase): priced from the event's catalog as this instance read it a moment
 * ago, then held with every write in one database call (limits, guest account, queue pass, hold,
 * session: reservePurchase), then (for bKash) the payment created. When bKash cannot be reached the hold
 * is released at once rather than left to expire.
 */
export async function buyTickets(
  ctx: CheckoutContext,
  input: PurchaseInput,
  caller: Caller,
): Promise<Bought> {
  const { db, config } = ctx
  const now = ctx.now ?? new Date()
  const buyer = caller.user ? undefined : requireBuyer(input)
  let limits = await limitsLeftToCount(db, input, caller, buyer, config, now)
  const session = buyer
    ? newSession({ days: config.sessionDays, userAgent: caller.userAgent, now })
    : undefined
  // The only retry of a purchase: the cached catalog (sale-catalog.ts, ≤ 1 s old) may be behind the
  // database, so a refusal it may have caused, while pricing (STALE_MAYBE) or from the hold rule
  // (PRICE_CHANGED: the event's prices moved under the catalog), is asked once more of a fresh catalog
  // before the buyer hears it.
  for (const fresh of [false, true]) {
    let asked = false
    try {
      const { event, ...catalog } = await saleCatalog(db, input.EventID, fresh)
      refuseIfNotOnSale(event, now)
      const price = await priceOrder(db, event.id, input, now, catalog)
      // Before any seat is held: a way of paying the event does not take holds nothing.
      if (price.total > 0) refuseUnacceptedPayment(event, input, config)
      // The way of paying's fee, when the event passes fees to its buyers, is in the total held and asked.
      const priced = withSurcharge(price, surchargePercentOf(event, input, config))
      const answers = checkAnswers(event.formFields as FormField[], input.Answers)
      const context: ReserveContext = {
        now,
        holdMinutes: config.holdMinutes,
        holdCap: config.holdCapPerEvent,
        priced,
        limits,
        phoneToProve: buyer && input.PhoneCode === undefined ? buyer.Phone : undefined,
        queuePlace: await queuePassPlace(db, event.id, caller.pass, now),
        guest: buyer && newGuest(buyer, input),
        session: session?.stored,
      }
      asked = true
      const reservation = await reservePurchase(
        db,
        event,
        caller.user?.id,
        { ...input, Answers: answers },
        context,
      )
      const paid = await payFor(ctx, reservation, input, payerOf(buyer, caller.user), now)
      return { ...paid, event, authToken: session?.token }
    } catch (error) {
      if (fresh || !(asked ? priceChanged(error) : mayBeStale(error))) throw error
      // The hold rule counted the rate limits already.
      if (asked) limits = []
    }
  }
  throw new Error('unreachable: the second try answers or throws')
}

/**
 * The purchase rate limits, counted by the hold rule in its transaction; but a guest who sends the code
 * sent to their phone has it checked here, after the attempt is counted, as the hold rule would count it.
 */
async function limitsLeftToCount(
  db: CheckoutContext['db'],
  input: PurchaseInput,
  caller: Caller,
  buyer: Buyer | undefined,
  config: CheckoutContext['config'],
  now: Date,
): Promise<Limit[]> {
  const limits = purchaseLimits(
    caller.address,
    buyer?.Phone ?? caller.user?.phone ?? undefined,
    config.purchaseLimits,
  )
  if (!buyer || input.PhoneCode === undefined) return limits
  await enforceLimits(db, limits, now)
  await requirePhoneProof(db, buyer.Phone, input.PhoneCode, now)
  return []
}

/** A guest's account, written by the hold rule with the hold. */
const newGuest = (buyer: Buyer, input: PurchaseInput) => ({
  username: generatedUsername('guest'),
  firstName: buyer.FirstName,
  lastName: buyer.LastName ?? '',
  phone: buyer.Phone,
  language: input.Language ?? 'en',
})

/**
 * Starts paying a held purchase (bKash or SSLCommerz) and keeps where the buyer pays; a free order is
 * paid already. When the gateway cannot be reached the seats go back at once rather than wait out the hold.
 */
async function payFor(
  ctx: CheckoutContext,
  reservation: Reservation,
  input: PurchaseInput,
  payer: Payer,
  now: Date,
): Promise<Reservation> {
  const { purchase } = reservation
  if (purchase.status === 'paid') {
    await queuePurchaseConfirmation(ctx.db, purchase.id)
    return reservation
  }
  try {
    const started = await startPayment(ctx, purchase, input, payer)
    const paying = {
      paymentId: started.paymentId,
      paymentUrl: started.paymentUrl,
      invoiceNumber: started.invoiceNumber,
      paymentMethod: started.method,
      paymentChannel: started.channel,
    }
    return { ...reservation, purchase: { ...purchase, ...paying } }
  } catch (error) {
    // The seats go back at once; a server without the gateway set up says so rather than "not answering".
    const known = error instanceof AppError ? error : undefined
    const code = input.PaymentMethod === 'sslcommerz' ? 'GATEWAY_UNAVAILABLE' : 'PAYMENT_UNAVAILABLE'
    await endPurchase(ctx.db, purchase.id, 'failed', known?.message ?? errorText(code), now)
    throw known ?? fail(code, 503, undefined, error)
  }
}
