import { z } from 'zod'
import { said } from './error-codes.ts'

/**
 * How an online buyer pays. `bkash` is Mela's own bKash checkout (as before SSLCommerz); the others go
 * through SSLCommerz, one merchant for the platform, each straight to that method on its page.
 */
export const PAYMENT_OPTIONS = ['bkash', 'nagad', 'rocket', 'upay', 'card', 'internetbank'] as const
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]

/** Which of SSLCommerz's methods a buyer chose (docs/payments.md). */
export const PAYMENT_CHANNELS = ['nagad', 'rocket', 'upay', 'card', 'bkash', 'internetbank'] as const
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]

/** SSLCommerz's `multi_card_name` for each channel: the buyer lands on that method, not a page of logos. */
export const SSLCOMMERZ_CARD_NAMES: Record<PaymentChannel, string> = {
  nagad: 'nagad',
  rocket: 'dbblmobilebanking',
  upay: 'upay',
  card: 'visacard,mastercard,amexcard,othercard',
  bkash: 'bkash',
  internetbank: 'internetbank',
}

/** The names buyers know the methods by, in both languages. */
export const PAYMENT_OPTION_NAMES: Record<PaymentOption, { en: string; bn: string }> = {
  bkash: { en: 'bKash', bn: 'বিকাশ' },
  nagad: { en: 'Nagad', bn: 'নগদ' },
  rocket: { en: 'Rocket', bn: 'রকেট' },
  upay: { en: 'Upay', bn: 'উপায়' },
  card: { en: 'Card', bn: 'কার্ড' },
  internetbank: { en: 'Other (internet banking)', bn: 'অন্যান্য (ইন্টারনেট ব্যাংকিং)' },
}

/** The method and channel a purchase is paid with, for an option the buyer chose. */
export const paymentOf = (option: PaymentOption) =>
  option === 'bkash'
    ? ({ PaymentMethod: 'bkash', PaymentChannel: undefined } as const)
    : ({ PaymentMethod: 'sslcommerz', PaymentChannel: option } as const)

/** The option a purchase's method and channel stand for. */
export const optionOf = (method: string, channel: string | null | undefined): PaymentOption | undefined =>
  method === 'bkash'
    ? 'bkash'
    : method === 'sslcommerz' && channel && (PAYMENT_OPTIONS as readonly string[]).includes(channel)
      ? (channel as PaymentOption)
      : undefined

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
