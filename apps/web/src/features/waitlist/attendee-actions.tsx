import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { paidOnline } from '@mela/shared/payment-options'
import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import { IconArrowForwardUp, IconReceiptRefund } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { attendeePolicyQuery } from '../../lib/attendee-policy.ts'
import { translateError } from '../../lib/error-text.ts'
import { localizedTicket } from '../../lib/localized.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { takaText } from '../../lib/price-format.ts'
import { purchaseKeys } from '../../lib/query-keys.ts'
import { itemSeatLabel } from '../../lib/seat-map/seat-label.ts'
import { cancelPaid, transferSeat } from './api.ts'
import { cancelAmount, cancellableSeats } from './cancel-amount.ts'
import { ContactInputs } from './contact-inputs.tsx'
import { useWaitlistTranslation } from './translation.ts'

const before = (deadline: string | null) => !deadline || new Date(deadline) > new Date()

/** On a paid purchase: pass each seat on ("Transfer") and cancel with a refund, where the event allows it. */
export function AttendeeActions({ purchase }: { purchase: Purchase }) {
  const { t, language } = useWaitlistTranslation()
  const seatName = (item: PurchaseItem) => {
    const named = localizedTicket(item, language)
    // A reserved seat goes with the ticket: the holder sees which seat they pass on.
    return [`${named.Section} · ${named.Category}`, itemSeatLabel(item, language)].filter(Boolean).join(' · ')
  }
  const { data: policy } = useQuery(attendeePolicyQuery(purchase.EventID))
  const [transferring, setTransferring] = useState<{ item: PurchaseItem; number: number }>()
  const [cancelling, setCancelling] = useState(false)
  if (purchase.Status !== 'paid' || !policy) return null
  const upcoming = new Date(purchase.Event.EndsAt) > new Date()
  const canTransfer = policy.TransfersEnabled && before(policy.TransferDeadline) && upcoming
  const seats = purchase.Items.map((item, index) => ({ item, number: index + 1 }))
  const passed = seats.filter(({ item }) => item.TransferredAt)
  const movable = seats.filter(({ item }) => item.Code && !item.CheckedInAt && !item.RefundedAt)
  const percent = policy.CancelRefundPercent
  // Cancelled already, the gateway not done yet: said as the SMS of that moment says it, "being refunded".
  const refunding = purchase.Refunding ?? 0
  const cancellable =
    percent !== null &&
    before(policy.CancelDeadline) &&
    new Date(purchase.Event.StartsAt) > new Date() &&
    (paidOnline(purchase.PaymentMethod) || purchase.PaymentMethod === 'free') &&
    refunding === 0
  // Seats let in or passed on stay; the others may still be cancelled, chosen one by one.
  const open = cancellableSeats(purchase)
  const cancelLabels = seats
    .filter(({ item }) => open.includes(item))
    .map(({ item, number }) => ({
      id: item.ID,
      label: `${localizeDigits(String(number), language)}. ${seatName(item)}`,
    }))
  // An order the event lets buyers cancel, but no seat of it any more: why, instead of a button gone without a word.
  const blocked =
    !cancellable || open.length > 0
      ? undefined
      : purchase.Items.some((item) => item.CheckedInAt)
        ? 'CANCEL_AFTER_CHECK_IN'
        : passed.length > 0
          ? 'CANCEL_AFTER_TRANSFER'
          : undefined
  const canCancel = cancellable && open.length > 0
  if (!(canTransfer && movable.length > 0) && !canCancel && !blocked && !refunding && passed.length === 0)
    return null

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={520}>
      <Stack gap="sm">
        {canTransfer &&
          movable.map(({ item, number }) => (
            <Group key={item.ID} justify="space-between" wrap="nowrap">
              <Text>
                {localizeDigits(String(number), language)}. {seatName(item)}
              </Text>
              <Button
                size="md"
                variant="light"
                leftSection={<IconArrowForwardUp size={18} aria-hidden />}
                aria-label={t('transfer.actionOf', { number })}
                onClick={() => setTransferring({ item, number })}
              >
                {t('transfer.action')}
              </Button>
            </Group>
          ))}
        {passed.map(({ item, number }) => (
          <Group key={item.ID} justify="space-between" wrap="nowrap">
            <Text c="dimmed">
              {localizeDigits(String(number), language)}. {seatName(item)}
            </Text>
            <Badge color="gray">{t('transfer.transferred')}</Badge>
          </Group>
        ))}
        {refunding > 0 && (
          <Alert color="blue" variant="light" title={t('cancelPaid.pendingTitle')} role="status">
            {t('cancelPaid.pending', { amount: takaText(refunding, language) })}
          </Alert>
        )}
        {blocked && (
          <Text size="sm" c="dimmed" data-testid="cancel-blocked">
            {translateError(blocked, undefined, blocked)}
          </Text>
        )}
        {canCancel && (
          <Stack gap={4}>
            <Button
              size="md"
              color="red"
              variant="light"
              leftSection={<IconReceiptRefund size={18} aria-hidden />}
              onClick={() => setCancelling(true)}
            >
              {paidOnline(purchase.PaymentMethod) && purchase.Total > 0
                ? t('cancelPaid.action', { percent: localizeDigits(String(percent), language) })
                : t('cancelPaid.actionFree')}
            </Button>
            {policy.CancelDeadline && (
              <Text size="xs" c="dimmed">
                {t('cancelPaid.until', {
                  time: formatDate(policy.CancelDeadline, DATE_TIME_SHOWN, { lang: language }),
                })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
      {transferring && <TransferDialog item={transferring.item} onClose={() => setTransferring(undefined)} />}
      {cancelling && (
        <CancelDialog
          purchase={purchase}
          seats={cancelLabels}
          percent={percent ?? 0}
          onClose={() => setCancelling(false)}
        />
      )}
    </Paper>
  )
}

function TransferDialog({ item, onClose }: { item: PurchaseItem; onClose: () => void }) {
  const { t } = useWaitlistTranslation()
  const queryClient = useQueryClient()
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const transfer = useMutation({
    mutationFn: () =>
      transferSeat(item.ID, {
        ...(phone.trim() ? { Phone: phone.trim() } : {}),
        ...(email.trim() ? { Email: email.trim() } : {}),
        ...(name.trim() ? { FirstName: name.trim() } : {}),
      }),
    onSuccess: () => {
      notifySuccess(t('transfer.done'))
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
      onClose()
    },
    onError: notifyError,
  })
  const ready = Boolean(phone.trim() || email.trim())
  return (
    <Modal opened onClose={onClose} title={t('transfer.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (ready) transfer.mutate()
        }}
      >
        <Stack>
          <Text size="sm">{t('transfer.intro')}</Text>
          <ContactInputs
            phone={{ label: t('transfer.phone'), value: phone, onChange: setPhone }}
            email={{ label: t('transfer.email'), value: email, onChange: setEmail }}
            autoFocus
          />
          <TextInput
            label={t('transfer.name')}
            size="md"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              {t('transfer.cancel')}
            </Button>
            <Button type="submit" size="md" disabled={!ready} loading={transfer.isPending}>
              {t('transfer.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** Which seats to cancel (every one that may be, at first) and what comes back for them. */
function CancelDialog({
  purchase,
  seats,
  percent,
  onClose,
}: {
  purchase: Purchase
  seats: { id: string; label: string }[]
  percent: number
  onClose: () => void
}) {
  const { t, language } = useWaitlistTranslation()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState(() => seats.map((seat) => seat.id))
  const cancel = useMutation({
    mutationFn: () => cancelPaid(purchase.ID, { ItemIDs: chosen }),
    onSuccess: () => {
      notifySuccess(t(chosen.length === seats.length ? 'cancelPaid.done' : 'cancelPaid.doneSome'))
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
      onClose()
    },
    onError: notifyError,
  })
  const paid = paidOnline(purchase.PaymentMethod) && purchase.Total > 0
  return (
    <Modal opened onClose={onClose} title={t('cancelPaid.title')} centered>
      <Stack>
        <Text size="sm">
          {paid
            ? t('cancelPaid.warning', { percent: localizeDigits(String(percent), language) })
            : t('cancelPaid.warningFree')}
        </Text>
        <Checkbox.Group label={t('cancelPaid.choose')} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt={4}>
            {seats.map((seat) => (
              <Checkbox key={seat.id} value={seat.id} label={seat.label} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
        {paid && (
          <Text fw={600} data-testid="cancel-amount">
            {t('cancelPaid.amount', { amount: takaText(cancelAmount(purchase, chosen, percent), language) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('cancelPaid.keep')}
          </Button>
          <Button
            color="red"
            size="md"
            onClick={() => cancel.mutate()}
            loading={cancel.isPending}
            disabled={chosen.length === 0}
          >
            {t('cancelPaid.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
