import { errorText } from '@mela/shared/error-codes'
import type { FormField } from '@mela/shared/event'
import type { Buyer, PurchaseInput } from '@mela/shared/purchase'
import type { Db } from '../../db/database.ts'
import { AppError, FieldErrors, fail } from '../../lib/errors.ts'
import { enforceLimits } from '../../lib/rate-limit.ts'
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
import { type PricedOrder, priceOrder } from './pricing.ts'
import { queuePurchaseConfirmation } from './purchase-jobs.ts'
import {
  type Reservation,
  type ReserveContext,
  refuseIfNotOnSale,
  reservePurchase,
} from './reserve.service.ts'
import { type SaleCatalog, saleCatalog } from './sale-catalog.ts'

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

// Refusals that the catalog a second old may have made wrongly (an event just published, a ticket just
// added or priced anew, a ticket just given seats on the plan): asked again of a fresh catalog before the
// buyer hears them.
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
  let limits = purchaseLimits(
    caller.address,
    buyer?.Phone ?? caller.user?.phone ?? undefined,
    config.purchaseLimits,
  )
  if (buyer && input.PhoneCode !== undefined) {
    // The code is checked here, after the attempt is counted, as the purchase statement would count it.
    await enforceLimits(db, limits, now)
    limits = []
    await requirePhoneProof(db, buyer.Phone, input.PhoneCode, now)
  }
  const session = buyer
    ? newSession({ days: config.sessionDays, userAgent: caller.userAgent, now })
    : undefined
  const hold = async (catalog: SaleCatalog, priced: PricedOrder, counted: typeof limits) => {
    const { event } = catalog
    const context: ReserveContext = {
      now,
      holdMinutes: config.holdMinutes,
      holdCap: config.holdCapPerEvent,
      priced,
      limits: counted,
      phoneToProve: buyer && input.PhoneCode === undefined ? buyer.Phone : undefined,
      queuePlace: await queuePassPlace(db, event.id, caller.pass, now),
      guest: buyer && {
        username: generatedUsername('guest'),
        firstName: buyer.FirstName,
        lastName: buyer.LastName ?? '',
        phone: buyer.Phone,
        language: input.Language ?? 'en',
      },
      session: session?.stored,
    }
    const answers = checkAnswers(event.formFields as FormField[], input.Answers)
    return reservePurchase(db, event, caller.user?.id, { ...input, Answers: answers }, context)
  }
  let [catalog, priced] = await priceFromCatalog(db, input, now)
  // Before any seat is held: a way of paying the event does not take holds nothing.
  if (priced.total > 0) refuseUnacceptedPayment(catalog.event, input, config)
  let reservation: Reservation
  try {
    reservation = await hold(catalog, priced, limits)
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'PRICE_CHANGED')) throw error
    ;[catalog, priced] = await priceFromCatalog(db, input, now, true)
    reservation = await hold(catalog, priced, [])
  }
  const payer = payerOf(buyer, caller.user)
  const paid = await payFor(ctx, reservation, input, payer, now)
  return { ...paid, event: catalog.event, authToken: session?.token }
}

/** The order priced from the catalog a second old, or from a fresh one when the old one refuses it. */
async function priceFromCatalog(
  db: Db,
  input: PurchaseInput,
  now: Date,
  fresh = false,
): Promise<[SaleCatalog, PricedOrder]> {
  const catalog = await saleCatalog(db, input.EventID, fresh)
  try {
    refuseIfNotOnSale(catalog.event, now)
    return [catalog, await priceOrder(db, catalog.event.id, input, now, catalog)]
  } catch (error) {
    if (fresh || !mayBeStale(error)) throw error
    return priceFromCatalog(db, input, now, true)
  }
}

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
