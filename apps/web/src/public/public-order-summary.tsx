import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import type { PostedOrder, PublicLanguage } from '@mela/shared/public-page'
import type { Quote } from '@mela/shared/purchase'
import { IconAlertCircle } from '@tabler/icons-react'
import { DiscountField } from '../features/checkout/buying/discount-field.tsx'
import { PayButton } from '../features/checkout/buying/pay-button.tsx'
import { useCheckoutTranslation } from '../features/checkout/locales/translation.ts'
import { PaymentMethodChoice } from '../features/checkout/payment-method-choice.tsx'
import { QuoteSummary } from '../features/checkout/quote-summary.tsx'
import { translateText } from '../lib/error-text.ts'
import { NoScriptPay } from './no-script-order.tsx'

type Props = {
  tickets: Ticket[]
  methods: PaymentMethodOption[]
  onSale: boolean
  lang: PublicLanguage
  /** A refused form post (scripts off): its reasons, under the code and above Pay. */
  posted?: PostedOrder
}

const nothing = () => {}

// The price box's shape for the script to copy: one line, then subtotal, discount, payment fee and total
// (checkout-dom.ts).
export const SHAPE: Quote = {
  Lines: [
    {
      Kind: 'ticket',
      ID: '00000000-0000-4000-8000-000000000000',
      Name: '',
      Quantity: 1,
      UnitPrice: 1,
      Amount: 1,
    },
  ],
  Subtotal: 1,
  Discount: 1,
  Surcharge: 1,
  Total: 1,
}

/**
 * The app's order box (OrderSummary) as the server draws it before anything is chosen: the code field,
 * "choose tickets", the ways of paying (shown once there is a price to pay) and the Pay button. The parts
 * that appear later (the price, the applied code, a refusal, the note under Pay) are here, hidden, for
 * the page's script to fill and show.
 */
export function PublicOrderSummary({ tickets, methods, onSale, lang, posted }: Props) {
  const { t } = useCheckoutTranslation()
  const first = methods[0] as PaymentMethodOption
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="order-title">
          {t('quote.title')}
        </Title>
        <div data-look="discount">
          <DiscountField
            applying={false}
            canApply={false}
            onApply={nothing}
            onRemove={nothing}
            error={posted?.errors.DiscountCode}
          />
        </div>
        <div data-look="discount-applied" hidden>
          <DiscountField
            appliedCode="-"
            change={{ before: 0, after: 0 }}
            applying={false}
            canApply
            onApply={nothing}
            onRemove={nothing}
          />
        </div>
        <div data-look="quote">
          <Text c="dimmed">{t('quote.empty')}</Text>
        </div>
        <template data-look="quote-shape">
          <QuoteSummary quote={SHAPE} tickets={tickets} />
        </template>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          data-look="alert"
          hidden={!posted?.alert}
          role={posted?.alert ? 'alert' : undefined}
        >
          {posted?.alert ? translateText(posted.alert) : ' '}
        </Alert>
        <div data-look="payment" hidden>
          <PaymentMethodChoice
            choice={{ methods, loading: false, chosen: first, choose: nothing }}
            label={t('payment.label')}
          />
        </div>
        <NoScriptPay methods={methods} lang={lang} onSale={onSale} />
        <div data-look="pay">
          <PayButton pricing={false} busy={false} disabled={!onSale} method={first} />
        </div>
        <Text size="xs" c="dimmed" data-look="hold-note" hidden />
      </Stack>
    </Paper>
  )
}
