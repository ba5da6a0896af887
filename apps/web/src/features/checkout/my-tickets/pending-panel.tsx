import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError } from '../../../lib/notify.ts'
import { takaText } from '../../../lib/price-format.ts'
import { cancelPurchase, purchaseQuery } from '../api.ts'
import { HoldTimer } from '../buying/hold-timer.tsx'
import { useCheckoutTranslation } from '../locales/translation.ts'

/**
 * A purchase waiting for payment: time left on the hold, back to bKash, or let the seats go.
 * `onExpire` lets the page show the ended hold when the clock reaches zero.
 */
export function PendingPanel({ purchase, onExpire }: { purchase: Purchase; onExpire: () => void }) {
  const { t, language } = useCheckoutTranslation()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const cancel = useMutation({
    mutationFn: () => cancelPurchase(purchase.ID),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(purchaseQuery(purchase.ID).queryKey, cancelled)
      void queryClient.invalidateQueries({ queryKey: ['purchases', 'mine'] })
    },
    onError: notifyError,
  })

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <HoldTimer expiresAt={purchase.ExpiresAt} onExpire={onExpire} />
        <Text size="sm">{t('view.pendingHint')}</Text>
        <Group gap="sm">
          {purchase.PaymentURL && (
            <Button component="a" href={purchase.PaymentURL} color="pink.8">
              {t('view.payBkash', { amount: takaText(purchase.Total, language) })}
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
