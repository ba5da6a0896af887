import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError } from '../../../lib/notify.ts'
import { takaText } from '../../../lib/price-format.ts'
import { purchaseKeys } from '../../../lib/query-keys.ts'
import { cancelPurchase, purchaseQuery } from '../api.ts'
import { HoldTimer } from '../buying/hold-timer.tsx'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { optionName, purchasePaymentName } from '../payment-names.ts'
import { PayAnotherWay } from './pay-another-way.tsx'

type Props = {
  purchase: Purchase
  /** The link's token when the page was opened with one: a new try at paying needs it as reading does. */
  access?: string
  onExpire: () => void
}

/**
 * A purchase waiting for payment: time left on the hold, back to the payment page (or, after a try that
 * failed, another way to pay), or let the seats go. `onExpire` lets the page show the ended hold when the
 * clock reaches zero.
 */
export function PendingPanel({ purchase, access, onExpire }: Props) {
  const { t, language } = useCheckoutTranslation()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const cancel = useMutation({
    mutationFn: () => cancelPurchase(purchase.ID),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(purchaseQuery(purchase.ID).queryKey, cancelled)
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.mine() })
    },
    onError: notifyError,
  })
  // A failed try leaves the purchase pending with the gateway's reason: its old payment page is spent.
  const failed = Boolean(purchase.FailureReason)
  // A buyer back from a page left unpaid (a waiting list's offer starts on bKash) may change their mind too.
  const [otherWay, setOtherWay] = useState(false)
  const method = purchasePaymentName(purchase, language) ?? optionName('bkash', language)

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <HoldTimer expiresAt={purchase.ExpiresAt} onExpire={onExpire} />
        {failed || otherWay ? (
          <PayAnotherWay purchase={purchase} access={access} failed={failed} />
        ) : (
          <Text size="sm">{t('view.pendingHint', { method })}</Text>
        )}
        <Group gap="sm">
          {!failed && !otherWay && purchase.PaymentURL && (
            <Button
              component="a"
              href={purchase.PaymentURL}
              color={purchase.PaymentMethod === 'bkash' ? 'pink.8' : undefined}
            >
              {t('view.payWith', { amount: takaText(purchase.Total, language), method })}
            </Button>
          )}
          {!failed && !otherWay && (
            <Button variant="subtle" onClick={() => setOtherWay(true)}>
              {t('view.payAnotherWay')}
            </Button>
          )}
          {confirming ? (
            <Group gap="xs">
              <Text size="sm">{t('view.cancelConfirm')}</Text>
              <Button color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('view.cancelYes')}
              </Button>
              <Button variant="subtle" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                {t('view.cancelNo')}
              </Button>
            </Group>
          ) : (
            <Button variant="default" onClick={() => setConfirming(true)}>
              {t('view.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
