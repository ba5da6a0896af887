import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import type { Refund } from '@mela/shared/claim'
import { formatTaka, takaToPoisha } from '@mela/shared/money'
import { paidOnline } from '@mela/shared/payment-options'
import type { Purchase } from '@mela/shared/purchase'
import { IconReceiptRefund } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '../../../lib/api-client.ts'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { countText } from '../../../lib/price-format.ts'
import { eventKeys } from '../../../lib/query-keys.ts'
import { randomId } from '../../../lib/random-id.ts'
import { usePermissions } from '../../../lib/use-permissions.ts'
import { useRefundTranslation } from '../locales/refund/translation.ts'

type Input = { ItemIDs?: string[]; Reason?: string; RefundID: string }
const refundPurchase = (purchaseId: string, input: Input) =>
  api.post<Refund>(`/purchase/${encodeURIComponent(purchaseId)}/refund`, input)

/**
 * The Refund button of a purchase paid online (purchase_refund): whole or chosen seats, after a
 * confirmation; the money goes back through whichever gateway took it, bKash or SSLCommerz.
 */
export function RefundAction({ purchase, name }: { purchase: Purchase; name: string }) {
  const { can } = usePermissions()
  const [opened, setOpened] = useState(false)
  const { t } = useRefundTranslation()
  const refundable = paidOnline(purchase.PaymentMethod) && purchase.Status === 'paid'
  if (!refundable || !can(purchase.Event.AccountID, 'purchase_refund')) return null
  return (
    <>
      <Button
        size="compact-md"
        variant="light"
        color="red"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        aria-label={t('actionOf', { name })}
        onClick={() => setOpened(true)}
      >
        {t('action')}
      </Button>
      {opened && <RefundDialog purchase={purchase} onClose={() => setOpened(false)} />}
    </>
  )
}

function RefundDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const { t, language } = useRefundTranslation()
  const queryClient = useQueryClient()
  const seats = purchase.Items.filter((item) => !item.RefundedAt)
  const [mode, setMode] = useState<'whole' | 'some'>('whole')
  const [chosen, setChosen] = useState<string[]>([])
  const [reason, setReason] = useState('')
  // One ID per dialog: a double tap or a retry after a lost answer refunds once.
  const [refundId] = useState(randomId)
  const refund = useMutation({
    mutationFn: () =>
      refundPurchase(purchase.ID, {
        RefundID: refundId,
        ...(mode === 'some' ? { ItemIDs: chosen } : {}),
        ...(reason.trim() ? { Reason: reason.trim() } : {}),
      }),
    onSuccess: (done) => {
      notifySuccess(t('done', { amount: formatTaka(takaToPoisha(done.Amount), { digits: language }) }))
      void queryClient.invalidateQueries({ queryKey: eventKeys.purchases(purchase.EventID) })
      onClose()
    },
    onError: notifyError,
  })
  const ready = mode === 'whole' || chosen.length > 0

  return (
    <Modal opened onClose={onClose} title={t('title')} centered>
      <Stack>
        {seats.length > 1 && (
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => setMode(value as 'whole' | 'some')}
            data={[
              { value: 'whole', label: t('whole') },
              { value: 'some', label: t('some') },
            ]}
          />
        )}
        {mode === 'some' && (
          <Checkbox.Group
            label={t('seats')}
            value={chosen}
            onChange={setChosen}
            error={ready ? undefined : t('chooseOne')}
          >
            <Stack gap="xs" mt="xs">
              {seats.map((item, index) => (
                <Checkbox
                  key={item.ID}
                  value={item.ID}
                  size="md"
                  label={t('seat', {
                    name: `${item.Section} · ${item.Category}`,
                    number: countText(index + 1, language),
                  })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea
          label={t('reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={250}
          autosize
          minRows={2}
        />
        <Text size="sm" c="dimmed">
          {t('warning')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={() => refund.mutate()} disabled={!ready} loading={refund.isPending}>
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
