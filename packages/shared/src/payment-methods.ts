import { z } from 'zod'
import { said } from './error-codes.ts'
import { PAYMENT_CHANNELS, PAYMENT_OPTIONS, type PaymentChannel } from './payment-options.ts'

// The ways of paying themselves live without zod (payment-options.ts): the checkout needs them, not the schemas.
export {
  optionOf,
  PAYMENT_CHANNELS,
  PAYMENT_OPTION_NAMES,
  PAYMENT_OPTIONS,
  type PaymentChannel,
  type PaymentOption,
  paymentOf,
} from './payment-options.ts'

/** SSLCommerz's `multi_card_name` for each channel: the buyer lands on that method, not a page of logos. */
export const SSLCOMMERZ_CARD_NAMES: Record<PaymentChannel, string> = {
  nagad: 'nagad',
  rocket: 'dbblmobilebanking',
  upay: 'upay',
  card: 'visacard,mastercard,amexcard,othercard',
  bkash: 'bkash',
  internetbank: 'internetbank',
}

/** GET /event/{id}/payment-methods: one a method the event accepts. */
export const PaymentMethodOption = z.object({
  Option: z.enum(PAYMENT_OPTIONS),
  Method: z.enum(['bkash', 'sslcommerz']),
  Channel: z.enum(PAYMENT_CHANNELS).optional(),
  Name: z.string(),
  Bn: z.object({ Name: z.string() }),
  /** The logo's address on this site (a small SVG). */
  Logo: z.string(),
  /** What the method adds to the total when fees are passed to buyers; absent: nothing is added. */
  SurchargePercent: z.number().optional(),
})
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>

/** The methods an event accepts; null or left out, all of them. */
export const AcceptedPayments = z
  .array(z.enum(PAYMENT_OPTIONS, { error: said('CHOOSE_AN_OPTION') }))
  .min(1, { error: said('CHOOSE_A_PAYMENT_METHOD') })
  .max(PAYMENT_OPTIONS.length)
  .nullable()
