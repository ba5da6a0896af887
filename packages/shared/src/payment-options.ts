import type { Language } from './constants.ts'

// The ways of paying without their schemas: no zod, so the checkout names and posts a method while
// staying light (payment-methods.ts re-exports all of this next to the schemas, as money.ts does).

/**
 * How an online buyer pays. `bkash` is Mela's own bKash checkout (as before SSLCommerz); the others go
 * through SSLCommerz, one merchant for the platform, each straight to that method on its page.
 */
export const PAYMENT_OPTIONS = ['bkash', 'nagad', 'rocket', 'upay', 'card', 'internetbank'] as const
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]

/**
 * True for a purchase paid (or to be paid) online through a gateway, bKash or SSLCommerz: its money enters
 * the ledger and goes back through that gateway, unlike cash, free and guest-list seats.
 */
export const paidOnline = (method: string) => method === 'bkash' || method === 'sslcommerz'

/** Which of SSLCommerz's methods a buyer chose (docs/payments.md). */
export const PAYMENT_CHANNELS = ['nagad', 'rocket', 'upay', 'card', 'bkash', 'internetbank'] as const
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]

/** The names buyers know the methods by, in both languages. */
export const PAYMENT_OPTION_NAMES: Record<PaymentOption, Record<Language, string>> = {
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
