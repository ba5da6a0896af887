import { optionOf } from '@mela/shared/payment-methods'
import { surchargeOn } from '@mela/shared/payment-surcharges'
import type { Config } from '../../config.ts'
import type { events, purchases } from '../../db/schema.ts'
import type { PaymentChoice } from './accepted-payments.ts'
import type { PricedOrder } from './priced-order.ts'

// The way of paying's fee that an event passing fees to its buyers adds on top of the price
// (docs/decisions/payment-surcharge.md). It is part of the purchase's total, so everything that reads the
// total (the gateway's amount, validation, the ledger's sale, refunds by share) counts it with no more code;
// what it was is the total less the price after discount (surchargeOf).

type EventRow = Pick<typeof events.$inferSelect, 'passFeesToBuyers'>
type Priced = Pick<typeof purchases.$inferSelect, 'subtotal' | 'discountAmount'>

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

/** What a purchase's total carries beyond its price after discount: the surcharge its buyer paid. */
export const surchargeOf = (purchase: Priced & { total: number }) =>
  Math.max(0, purchase.total - purchase.subtotal + purchase.discountAmount)
