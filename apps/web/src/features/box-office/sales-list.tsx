import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core'
import type { CashSale } from '@mela/shared/cash-sale'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { countText, takaText } from '../../lib/price-format.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { voidSale } from './api.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

type Props = { eventId: string; sales: CashSale[]; showSeller: boolean; canVoid: boolean }

/** Cash sales, newest first: buyer, tickets, cash, seller, whether counted in a drawer; void for owners. */
export function SalesList({ eventId, sales, showSeller, canVoid }: Props) {
  const [voiding, setVoiding] = useState<CashSale>()
  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {sales.map((sale) => (
          <SaleRow
            key={sale.ID}
            sale={sale}
            showSeller={showSeller}
            onVoid={canVoid ? () => setVoiding(sale) : undefined}
          />
        ))}
      </Stack>
      {voiding && <VoidDialog eventId={eventId} sale={voiding} onClose={() => setVoiding(undefined)} />}
    </>
  )
}

function SaleRow({ sale, showSeller, onVoid }: { sale: CashSale; showSeller: boolean; onVoid?: () => void }) {
  const { t, language } = useBoxOfficeTranslation()
  const name = [sale.Buyer?.FirstName, sale.Buyer?.LastName].filter(Boolean).join(' ')
  const voided = sale.Status !== 'paid'
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} td={voided ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {name} · {takaText(sale.Total, language)}
          </Text>
          <Text size="sm">
            {sale.Lines.map((line) => `${countText(line.Quantity, language)} × ${line.Name}`).join(', ')}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(sale.CreatedAt, DATE_TIME_SHOWN, { lang: language })}
            {showSeller ? ` · ${sale.Seller.Name}` : ''}
            {voided && sale.RefundReason ? ` · ${sale.RefundReason}` : ''}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          {voided ? (
            <Badge color="gray">{t('sells.voided')}</Badge>
          ) : (
            <Badge color={sale.DrawerID ? 'teal' : 'yellow'} variant="light">
              {sale.DrawerID ? t('sells.inDrawer') : t('sells.open')}
            </Badge>
          )}
          {onVoid && !voided && (
            <Button size="xs" variant="default" color="red" onClick={onVoid}>
              {t('sells.void')}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  )
}

function VoidDialog({ eventId, sale, onClose }: { eventId: string; sale: CashSale; onClose: () => void }) {
  const { t, language } = useBoxOfficeTranslation()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const run = useMutation({
    mutationFn: () => voidSale(sale.ID, reason.trim()),
    onSuccess: () => {
      notifySuccess(t('sells.voidDone'))
      void queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId) })
      onClose()
    },
    onError: notifyError,
  })
  return (
    <Modal opened onClose={onClose} title={t('sells.voidTitle')} centered>
      <Stack gap="md">
        <Text>{t('sells.voidText', { count: countText(sale.Items.length, language) })}</Text>
        <TextInput
          label={t('sells.voidReason')}
          value={reason}
          maxLength={250}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('sells.cancel')}
          </Button>
          <Button color="red" loading={run.isPending} onClick={() => run.mutate()}>
            {t('sells.voidConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
