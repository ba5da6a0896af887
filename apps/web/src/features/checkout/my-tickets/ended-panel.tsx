import { Alert, Button, Stack, Text } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { Link } from 'react-router'
import { translateText } from '../../../lib/error-text.ts'
import { takaText } from '../../../lib/price-format.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

type Props = { purchase: Purchase; expired: boolean }

/** A purchase that will not give tickets: why, and the way back to buying (or where the money goes). */
export function EndedPanel({ purchase, expired }: Props) {
  const { t, language } = useCheckoutTranslation()
  const refunded = purchase.Status === 'refunded'
  const reason = refunded ? purchase.RefundReason : purchase.FailureReason
  const title = refunded ? t('view.refundedTitle') : expired ? t('hold.ended') : t('view.endedTitle')
  return (
    <Alert color={refunded ? 'blue' : 'yellow'} variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        {reason && <Text size="sm">{translateText(reason)}</Text>}
        <Text size="sm">
          {!refunded
            ? t('view.endedText')
            : purchase.Refunded > 0
              ? t('view.refundedAmountText', { amount: takaText(purchase.Refunded, language) })
              : t('view.refundedText')}
        </Text>
        {!refunded && (
          <Button component={Link} to={`/purchase/create/event/${purchase.EventID}`}>
            {t('view.buyAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
