import { Button } from '@mantine/core'
import type { Quote } from '@mela/shared/purchase'
import { takaText } from '../../../lib/price-format.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

type Props = {
  quote?: Quote
  /** True while the price shown is not yet the price of the current choice. */
  pricing: boolean
  busy: boolean
  disabled?: boolean
}

/** Submits the order: "Pay ৳X with bKash", or "Get free tickets" when the total is zero. */
export function PayButton({ quote, pricing, busy, disabled = false }: Props) {
  const { t, language } = useCheckoutTranslation()
  const label = !quote
    ? t('pay.choose')
    : quote.Total === 0
      ? t('pay.free')
      : t('pay.bkash', { amount: takaText(quote.Total, language) })
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      loading={busy}
      // The amount on the button must be the amount charged: wait for the current choice's price.
      disabled={!quote || pricing || disabled}
      color={quote && quote.Total > 0 ? 'pink.8' : undefined}
    >
      {label}
    </Button>
  )
}
