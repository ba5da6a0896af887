import type { Language } from '@mela/shared/constants'
import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import {
  optionOf,
  PAYMENT_OPTION_NAMES,
  PAYMENT_OPTIONS,
  type PaymentOption,
} from '@mela/shared/payment-options'

/** A way of paying as the API offers it, in the reader's language. */
export const methodName = (method: PaymentMethodOption, language: Language) =>
  language === 'bn' ? method.Bn.Name || method.Name : method.Name

/** An option by the names buyers know (no answer of the API needed). */
export const optionName = (option: PaymentOption, language: Language) =>
  PAYMENT_OPTION_NAMES[option][language]

/** How a purchase was or is to be paid, named ("Nagad"); none for free, cash and guest-list ones. */
export function purchasePaymentName(
  purchase: { PaymentMethod: string; PaymentChannel?: string | null },
  language: Language,
) {
  const option = optionOf(purchase.PaymentMethod, purchase.PaymentChannel)
  return option ? optionName(option, language) : undefined
}

/** bKash as the API would offer it: what the checkout shows until (or if not) the event's list arrives. */
export const BKASH_METHOD: PaymentMethodOption = {
  Option: 'bkash',
  Method: 'bkash',
  Name: PAYMENT_OPTION_NAMES.bkash.en,
  Bn: { Name: PAYMENT_OPTION_NAMES.bkash.bn },
  Logo: '/payment-logos/bkash.svg',
}

/** The methods in Mela's order, bKash first, whatever order they came in. */
export const inOurOrder = (methods: PaymentMethodOption[]) =>
  [...methods].sort((a, b) => PAYMENT_OPTIONS.indexOf(a.Option) - PAYMENT_OPTIONS.indexOf(b.Option))
