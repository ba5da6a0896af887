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
  /** The server chooses seats: the button holds them, to be shown before bKash. */
  holdFirst?: boolean
}

/**
 * Submits the order: "Pay ৳X with bKash", "Hold seats · ৳X" when the seats are the server's choice (the
 * buyer sees them before paying), or "Get free tickets" when the total is zero.
 */
export function PayButton({ quote, pricing, busy, disabled = false, holdFirst = false }: Props) {
  const { t, language } = useCheckoutTranslation()
  const amount = quote ? takaText(quote.Total, language) : ''
  const label = !quote
    ? t('pay.choose')
    : quote.Total === 0
      ? t('pay.free')
      : holdFirst
        ? t('pay.hold', { amount })
        : t('pay.bkash', { amount })
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
