import {
  optionOf,
  PAYMENT_OPTION_NAMES,
  PAYMENT_OPTIONS,
  type PaymentChannel,
  type PaymentMethodOption,
  type PaymentOption,
  paymentOf,
} from '@mela/shared/payment-methods'
import type { Config } from '../../config.ts'
import type { events } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'

type EventRow = Pick<typeof events.$inferSelect, 'acceptedPayments' | 'passFeesToBuyers'>
/** How a buyer asks to pay: bKash, or SSLCommerz and which of its methods. */
export type PaymentChoice = { PaymentMethod: string; PaymentChannel?: PaymentChannel }

/** The ways of paying an event takes: those its organizer chose (all when none were chosen), in one order. */
export function acceptedOptions(event: Pick<EventRow, 'acceptedPayments'>): PaymentOption[] {
  const chosen = event.acceptedPayments
  return chosen?.length ? PAYMENT_OPTIONS.filter((option) => chosen.includes(option)) : [...PAYMENT_OPTIONS]
}

/**
 * GET /event/{id}/payment-methods: each accepted way, named in both languages, with its logo, and what it
 * adds to the total when the event passes payment fees to its buyers.
 */
export const paymentMethodsOf = (
  event: EventRow,
  config: Pick<Config, 'paymentSurchargePercents'>,
): PaymentMethodOption[] =>
  acceptedOptions(event).map((option) => {
    const { PaymentMethod, PaymentChannel } = paymentOf(option)
    const names = PAYMENT_OPTION_NAMES[option]
    return {
      Option: option,
      Method: PaymentMethod,
      ...(PaymentChannel ? { Channel: PaymentChannel } : {}),
      Name: names.en,
      Bn: { Name: names.bn },
      Logo: `/payment-logos/${option}.svg`,
      ...(event.passFeesToBuyers ? { SurchargePercent: config.paymentSurchargePercents[option] } : {}),
    }
  })

/**
 * Refuses, before any seat is held, a way of paying the event does not take (400) or this server cannot
 * take (503: SSLCommerz not set up). A free order needs no payment and passes.
 */
export function refuseUnacceptedPayment(event: EventRow, choice: PaymentChoice, config: Config) {
  if (choice.PaymentMethod === 'free') return
  const option = optionOf(choice.PaymentMethod, choice.PaymentChannel)
  if (!option || !acceptedOptions(event).includes(option))
    throw FieldErrors({ PaymentChannel: 'PAYMENT_CHANNEL_NOT_ACCEPTED' })
  if (choice.PaymentMethod === 'sslcommerz' && !config.sslcommerz.configured)
    throw fail('GATEWAY_NOT_SET_UP', 503, { method: PAYMENT_OPTION_NAMES[option].en })
}
