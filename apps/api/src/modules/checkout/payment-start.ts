import { SSLCOMMERZ_CARD_NAMES } from '@mela/shared/payment-methods'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { findEvent } from '../../lib/event-access.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import type { SslcommerzGateway } from '../payments/sslcommerz-client.ts'
import { type PaymentChoice, refuseUnacceptedPayment } from './accepted-payments.ts'
import type { PurchaseRow } from './confirm.service.ts'
import { type PaymentOfPurchase, savePayment } from './payment-ids.ts'
import { surchargePercentOf, totalAt } from './surcharge.ts'

export type PaymentGateways = {
  db: Db
  config: Config
  payments: PaymentProvider
  sslcommerz: SslcommerzGateway
}
/** Who pays, as the gateway's page shows them (SSLCommerz wants a name and a phone). */
export type Payer = { name: string; phone: string; email?: string }
type Named = { FirstName?: string; LastName?: string | null; Phone?: string; Email?: string | null }
type Account = {
  firstName: string
  lastName: string
  username: string
  phone: string | null
  email: string | null
}

/** The payer: the buyer as they gave themselves at checkout, or else the signed-in account. */
export function payerOf(buyer: Named | null | undefined, user: Account | undefined): Payer {
  const name = [buyer?.FirstName ?? user?.firstName, buyer?.LastName ?? user?.lastName]
    .filter(Boolean)
    .join(' ')
  return {
    name: name || (user?.username ?? ''),
    phone: buyer?.Phone ?? user?.phone ?? '',
    email: buyer?.Email ?? user?.email ?? undefined,
  }
}

/**
 * A new invoice number, and SSLCommerz's tran_id: at most 30 characters, new for every try at paying
 * (the gateway keeps each try apart by it), and traceable to the purchase by its first 20.
 */
const invoiceOf = (purchaseId: string) =>
  `M${purchaseId.replaceAll('-', '').slice(0, 20)}${Date.now().toString(36)}${Math.floor(Math.random() * 36).toString(36)}`

/**
 * Starts paying a held purchase the way the buyer chose, and keeps where the buyer pays: bKash's payment,
 * or a try on SSLCommerz sent straight to the method chosen (Nagad, a card …). Throws what the gateway
 * answered; the caller decides whether the hold ends with it.
 */
export async function startPayment(
  gateways: PaymentGateways,
  purchase: PurchaseRow,
  choice: PaymentChoice,
  payer: Payer,
): Promise<PaymentOfPurchase> {
  const invoiceNumber = invoiceOf(purchase.id)
  const started =
    choice.PaymentMethod === 'sslcommerz' && choice.PaymentChannel
      ? await startSslcommerz(gateways, purchase, choice.PaymentChannel, payer, invoiceNumber)
      : await startBkash(gateways, purchase, payer, invoiceNumber)
  await savePayment(gateways.db, started)
  return started
}

async function startBkash(
  { config, payments }: PaymentGateways,
  purchase: PurchaseRow,
  payer: Payer,
  invoiceNumber: string,
): Promise<PaymentOfPurchase> {
  const payment = await payments.createPayment({
    amountPoisha: purchase.total,
    invoiceNumber,
    callbackURL: `${config.publicUrl}/purchase/bkash/finalize/${purchase.id}`,
    payerReference: payer.phone || purchase.userId.slice(0, 20),
  })
  return {
    purchaseId: purchase.id,
    paymentId: payment.paymentID,
    paymentUrl: payment.bkashURL,
    invoiceNumber,
    method: 'bkash',
    channel: null,
    amount: purchase.total,
  }
}

async function startSslcommerz(
  { config, sslcommerz }: PaymentGateways,
  purchase: PurchaseRow,
  channel: NonNullable<PaymentChoice['PaymentChannel']>,
  payer: Payer,
  tranId: string,
): Promise<PaymentOfPurchase> {
  // Cookies do not come back with the gateway's cross-site POST: the return names the purchase itself.
  const back = `${config.publicUrl}/api/purchase/sslcommerz/return/${purchase.id}`
  const lines = (purchase.lines as { Name?: string; Quantity?: number }[]) ?? []
  const session = await sslcommerz.createSession({
    tranId,
    amountPoisha: purchase.total,
    multiCardName: SSLCOMMERZ_CARD_NAMES[channel],
    productName:
      lines
        .map((line) => line.Name)
        .filter(Boolean)
        .join(', ')
        .slice(0, 255) || 'Tickets',
    numOfItems: Math.max(
      1,
      lines.reduce((sum, line) => sum + (line.Quantity ?? 0), 0),
    ),
    customer: payer,
    successUrl: back,
    failUrl: back,
    cancelUrl: back,
    ipnUrl: `${config.publicUrl}/api/purchase/sslcommerz/ipn`,
    valueA: purchase.id,
  })
  // The try is written with the purchase's payment (savePayment), before the buyer is sent to the gateway's
  // page, so before anything can be paid on it: the IPN, the return and the sweep find it.
  return {
    purchaseId: purchase.id,
    paymentId: session.sessionKey,
    paymentUrl: session.gatewayPageURL,
    invoiceNumber: tranId,
    method: 'sslcommerz',
    channel,
    amount: purchase.total,
  }
}

/**
 * A new try at paying a held purchase, the same way or another (a card refused: Nagad instead): its hold
 * and seats are kept, its surcharge re-priced for the new way when the event passes fees to buyers (each
 * try keeps the amount it asked, so an earlier try paid late still pays at its own); a purchase no longer
 * waiting for payment is refused. A gateway that cannot be reached leaves the hold as it is.
 */
export async function payAgain(
  gateways: PaymentGateways,
  purchase: PurchaseRow,
  choice: PaymentChoice,
  user: Account | undefined,
  now = new Date(),
) {
  if (purchase.status !== 'pending' || purchase.expiresAt <= now) throw fail('NOT_PAYABLE', 409)
  const { event } = await findEvent(gateways.db, purchase.eventId)
  refuseUnacceptedPayment(event, choice, gateways.config)
  const payer = payerOf(purchase.buyer as Named | null, user)
  const repriced = {
    ...purchase,
    total: totalAt(purchase, surchargePercentOf(event, choice, gateways.config)),
  }
  try {
    return await startPayment(gateways, repriced, choice, payer)
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = choice.PaymentMethod === 'sslcommerz' ? 'GATEWAY_UNAVAILABLE' : 'PAYMENT_UNAVAILABLE'
    throw fail(code, 503, undefined, error)
  }
}
