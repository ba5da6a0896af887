import { Alert, Button, Stack, Text } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { IconAlertCircle, IconCircleCheck, IconClock, IconReceiptRefund } from '@tabler/icons-react'
import { Link } from 'react-router'
import { translateText } from '../../../lib/error-text.ts'
import { errorMessageOf } from '../../../lib/notify.ts'
import { cartSearch } from '../../../lib/ticket-picker/selection.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { useRefundWords } from '../use-refund-words.ts'

type Props = { purchase?: Purchase; error: unknown; missing: boolean }

/** What came of a bKash payment, in the buyer's words, with the next step. */
export function FinalizeOutcome({ purchase, error, missing }: Props) {
  const { t } = useCheckoutTranslation()
  if (!purchase) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={t('finalize.errorTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{missing ? t('finalize.missing') : errorMessageOf(error)}</Text>
          <Button component={Link} to="/tickets" variant="default">
            {t('view.myTickets')}
          </Button>
        </Stack>
      </Alert>
    )
  }
  switch (purchase.Status) {
    case 'paid':
      return (
        <Alert color="mela" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('finalize.paid')}>
          {t('finalize.paidText')}
        </Alert>
      )
    case 'refunded':
      return <RefundedOutcome purchase={purchase} />
    case 'pending':
      return (
        <Alert color="yellow" variant="light" icon={<IconClock aria-hidden />} title={t('finalize.pending')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('finalize.pendingText')}</Text>
            <Button component={Link} to={`/purchase/view/${purchase.ID}`} variant="default">
              {t('finalize.seeOrder')}
            </Button>
          </Stack>
        </Alert>
      )
    default: {
      const title = t(purchase.Status === 'cancelled' ? 'finalize.cancelled' : 'finalize.failed')
      const reason = purchase.FailureReason ? translateText(purchase.FailureReason) : null
      return (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
          <Stack gap="sm" align="flex-start">
            {/* bKash's own reason, when it says more than the title does. */}
            {reason && reason !== title && <Text size="sm">{reason}</Text>}
            <Text size="sm">{t('finalize.failedText')}</Text>
            <Button
              component={Link}
              to={`/purchase/create/event/${purchase.EventID}${cartSearch(purchase.Lines)}`}
              // A full load, not the app's route: checkout of an event sold by count is rendered on the server.
              reloadDocument
            >
              {t('finalize.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )
    }
  }
}

/** A payment handed back (it came after the hold ended and the seats were gone): why, and where the money is. */
function RefundedOutcome({ purchase }: { purchase: Purchase }) {
  const refund = useRefundWords(purchase)
  return (
    <Alert color="blue" variant="light" icon={<IconReceiptRefund aria-hidden />} title={refund.title}>
      {purchase.RefundReason && <Text size="sm">{translateText(purchase.RefundReason)}</Text>}
      <Text size="sm">{refund.text}</Text>
    </Alert>
  )
}
