import { Flex, Group, Paper, Stack, Text } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import type { Purchase, PurchaseStatus } from '@mela/shared/purchase'
import { translateText } from '../../../lib/error-text.ts'
import { localizedTicket } from '../../../lib/localized.ts'
import { countText, takaText } from '../../../lib/price-format.ts'
import { itemSeatLabel } from '../../../lib/seat-map/seat-label.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { purchasePaymentName } from '../payment-names.ts'
import { PurchaseStatusBadge } from '../purchase-status-badge.tsx'
import { seatGroups } from './purchase-seats.ts'
import { RefundAction } from './refund-action.tsx'

// Only a purchase that ended unpaid has a FailureReason worth showing (bKash's words for the failure).
const endedUnpaid = (status: PurchaseStatus) => status === 'failed' || status === 'cancelled'

/** One purchase in an event's list: who, what state, how much, which seats, and why it ended if it did. */
export function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { t, language: lang } = useCheckoutTranslation()
  const date = (value: string) => formatDate(value, DATE_TIME_SHOWN, { lang })
  const { Buyer: buyer } = purchase
  // A signed-in buyer's purchase carries no buyer details; the list says so rather than show nothing.
  const name = buyer
    ? [buyer.FirstName, buyer.LastName].filter(Boolean).join(' ')
    : t('eventPurchases.accountBuyer')
  const contact = [buyer?.Phone, buyer?.Email].filter(Boolean).join(' · ')
  const total = takaText(purchase.Total, lang)
  const places = purchase.Items.map((item) => itemSeatLabel(item, lang)).filter(Boolean)
  // Online it is the way the buyer paid (bKash, Nagad, Card …); otherwise free, cash or the guest list.
  const method = purchasePaymentName(purchase, lang) ?? t(`eventPurchases.method.${purchase.PaymentMethod}`)

  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {contact && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {contact}
            </Text>
          )}
          {seatGroups(purchase.Items.map((item) => localizedTicket(item, lang))).map((group) => (
            <Text size="sm" key={`${group.section}\u0000${group.category}`}>
              {t('eventPurchases.seats', {
                name: `${group.section} · ${group.category}`,
                count: countText(group.count, lang),
              })}
              {group.checkedIn > 0 && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  {t('eventPurchases.checkedIn', { checkedIn: countText(group.checkedIn, lang) })}
                </Text>
              )}
            </Text>
          ))}
          {places.length > 0 && (
            <Text size="sm" data-testid="purchase-places">
              {places.join(', ')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('eventPurchases.created', { date: date(purchase.CreatedAt) })} · {method}
            {purchase.TrxID ? ` · ${t('eventPurchases.trxId', { id: purchase.TrxID })}` : ''}
            {purchase.Surcharge > 0
              ? ` · ${t('eventPurchases.surcharge', { amount: takaText(purchase.Surcharge, lang) })}`
              : ''}
          </Text>
          {purchase.Status === 'refunded' && (
            <Text size="sm" c="var(--mantine-color-blue-text)">
              {purchase.RefundedAt
                ? t('eventPurchases.refundedAt', { date: date(purchase.RefundedAt) })
                : t('eventPurchases.refundPending')}
              {purchase.Refunded > 0 ? ` · ${takaText(purchase.Refunded, lang)}` : ''}
              {purchase.RefundReason ? ` · ${translateText(purchase.RefundReason)}` : ''}
            </Text>
          )}
          {endedUnpaid(purchase.Status) && purchase.FailureReason && (
            <Text size="sm" c="var(--mantine-color-red-text)">
              {translateText(purchase.FailureReason)}
            </Text>
          )}
        </Stack>
        <Group gap="xs" align="center" wrap="nowrap" style={{ flexShrink: 0, alignSelf: 'flex-start' }}>
          <PurchaseStatusBadge status={purchase.Status} paymentStatus={purchase.PaymentStatus} size="md" />
          <Text fw={600}>{total}</Text>
          <RefundAction purchase={purchase} name={name} />
        </Group>
      </Flex>
    </Paper>
  )
}
