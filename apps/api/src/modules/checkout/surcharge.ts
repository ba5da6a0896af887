import { optionOf } from '@mela/shared/payment-methods'
import { surchargeOn } from '@mela/shared/payment-surcharges'
import { and, eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { events, purchases } from '../../db/schema.ts'
import type { PaymentChoice } from './accepted-payments.ts'
import type { PricedOrder } from './priced-order.ts'

// The way of paying's fee that an event passing fees to its buyers adds on top of the price
// (docs/decisions/payment-surcharge.md). It is part of the purchase's total, so everything that reads the
// total (the gateway's amount, validation, the ledger's sale, refunds by share) counts it with no more code;
// what it was is the total less the price after discount (surchargeOf).

type EventRow = Pick<typeof events.$inferSelect, 'passFeesToBuyers'>
type PurchaseRow = typeof purchases.$inferSelect
type Priced = Pick<PurchaseRow, 'subtotal' | 'discountAmount'>

/** The percent a way of paying adds for this event: none unless it passes fees on; none for free orders. */
export function surchargePercentOf(
  event: EventRow,
  choice: Partial<PaymentChoice>,
  config: Pick<Config, 'paymentSurchargePercents'>,
): number {
  if (!event.passFeesToBuyers || !choice.PaymentMethod) return 0
  const option = optionOf(choice.PaymentMethod, choice.PaymentChannel)
  return option ? config.paymentSurchargePercents[option] : 0
}

/** The order with its surcharge in its total. */
export const withSurcharge = (order: PricedOrder, percent: number): PricedOrder => ({
  ...order,
  total: order.total + surchargeOn(order.total, percent),
})

/** A purchase's total at `percent`: its price after discount, and the surcharge on it. */
export const totalAt = (purchase: Priced, percent: number) => {
  const price = purchase.subtotal - purchase.discountAmount
  return price + surchargeOn(price, percent)
}

/**
 * A held purchase priced anew for paying with `choice` (a waiting list's offer, made before anyone chose):
 * its total with that way's surcharge, written while it is still pending. Answers the purchase as it is now.
 */
export async function repriceForPayment(
  db: Db,
  config: Pick<Config, 'paymentSurchargePercents'>,
  purchase: PurchaseRow,
  choice: PaymentChoice,
): Promise<PurchaseRow> {
  const [event] = await db
    .select({ passFeesToBuyers: events.passFeesToBuyers })
    .from(events)
    .where(eq(events.id, purchase.eventId))
  const total = totalAt(purchase, event ? surchargePercentOf(event, choice, config) : 0)
  if (total === purchase.total) return purchase
  const [repriced] = await db
    .update(purchases)
    .set({ total })
    .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'pending')))
    .returning()
  return repriced ?? purchase
}

/** What a purchase's total carries beyond its price after discount: the surcharge its buyer paid. */
export const surchargeOf = (purchase: Priced & { total: number }) =>
  Math.max(0, purchase.total - purchase.subtotal + purchase.discountAmount)
