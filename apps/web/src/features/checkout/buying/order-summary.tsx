import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import type { Quote } from '@mela/shared/purchase'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { errorMessageOf } from '../../../lib/notify.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { QuoteSummary } from '../quote-summary.tsx'
import type { NamedTicket } from '../ticket-names.ts'

type Props = {
  quote?: Quote
  tickets: NamedTicket[]
  stale: boolean
  quoteError: unknown
  /** The last refusal of the order (sold out, limits …), shown above the Pay button. */
  orderAlert: unknown
  discount: ReactNode
  /** The ways of paying to choose from, above the Pay button. */
  paymentChoice?: ReactNode
  payButton: ReactNode
  /** The server chooses the seats: they are held and shown before the payment. */
  holdFirst?: boolean
  /** The chosen way of paying, named ("Nagad"). */
  method: string
}

/** The order so far: code, price, why it was refused if it was, and the Pay button. */
export function OrderSummary({
  quote,
  tickets,
  stale,
  quoteError,
  orderAlert,
  discount,
  paymentChoice,
  payButton,
  holdFirst = false,
  method,
}: Props) {
  const { t } = useCheckoutTranslation()
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="order-title">
          {t('quote.title')}
        </Title>
        {discount}
        {quote ? (
          <QuoteSummary quote={quote} stale={stale} tickets={tickets} />
        ) : (
          <Text c="dimmed">{t('quote.empty')}</Text>
        )}
        {quoteError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorMessageOf(quoteError)}
          </Alert>
        ) : null}
        {orderAlert ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessageOf(orderAlert)}
          </Alert>
        ) : null}
        {paymentChoice}
        {payButton}
        {quote && quote.Total > 0 && (
          <Text size="xs" c="dimmed">
            {holdFirst ? t('pay.holdFirstNote', { method }) : t('pay.holdNote', { method })}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
