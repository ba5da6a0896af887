import { Button } from '@mantine/core'
import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import type { Quote } from '@mela/shared/purchase'
import { takaText } from '../../../lib/price-format.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { methodName } from '../payment-names.ts'

type Props = {
  quote?: Quote
  /** True while the price shown is not yet the price of the current choice. */
  pricing: boolean
  busy: boolean
  disabled?: boolean
  /** The server chooses seats: the button holds them, to be shown before the payment. */
  holdFirst?: boolean
  /** The chosen way of paying. */
  method: PaymentMethodOption
}

/**
 * Submits the order: "Pay ৳X with Nagad" (the chosen way), "Hold seats · ৳X" when the seats are the
 * server's choice (the buyer sees them before paying), or "Get free tickets" when the total is zero.
 */
export function PayButton({ quote, pricing, busy, disabled = false, holdFirst = false, method }: Props) {
  const { t, language } = useCheckoutTranslation()
  const amount = quote ? takaText(quote.Total, language) : ''
  const label = !quote
    ? t('pay.choose')
    : quote.Total === 0
      ? t('pay.free')
      : holdFirst
        ? t('pay.hold', { amount })
        : t('pay.with', { amount, method: methodName(method, language) })
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      loading={busy}
      // The amount on the button must be the amount charged: wait for the current choice's price.
      disabled={!quote || pricing || disabled}
      // bKash's pink for bKash, as buyers know it; the site's own colour for the others.
      color={quote && quote.Total > 0 && method.Option === 'bkash' ? 'pink.8' : undefined}
    >
      {label}
    </Button>
  )
}
