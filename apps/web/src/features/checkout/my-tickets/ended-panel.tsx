import { Alert, Button, Stack, Text } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { Link } from 'react-router'
import { translateText } from '../../../lib/error-text.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { useRefundWords } from '../use-refund-words.ts'

type Props = { purchase: Purchase; expired: boolean }

/** A purchase that will not give tickets: why, and the way back to buying (or where the money goes). */
export function EndedPanel({ purchase, expired }: Props) {
  const { t } = useCheckoutTranslation()
  const refund = useRefundWords(purchase)
  const refunded = purchase.Status === 'refunded'
  const reason = refunded ? purchase.RefundReason : purchase.FailureReason
  const title = refunded ? refund.title : expired ? t('hold.ended') : t('view.endedTitle')
  return (
    <Alert color={refunded ? 'blue' : 'yellow'} variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        {reason && <Text size="sm">{translateText(reason)}</Text>}
        <Text size="sm">{refunded ? refund.text : t('view.endedText')}</Text>
        {!refunded && (
          // A full load, not the app's route: checkout of an event sold by count is rendered on the server.
          <Button component={Link} to={`/purchase/create/event/${purchase.EventID}`} reloadDocument>
            {t('view.buyAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
