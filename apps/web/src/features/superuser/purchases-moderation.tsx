import { Text } from '@mantine/core'
import type { Language } from '@mela/shared/constants'
import { optionOf, PAYMENT_OPTION_NAMES, paidOnline } from '@mela/shared/payment-options'
import type { ModeratedPurchase } from '@mela/shared/superuser'
import { useSuperuserTranslation } from './locales/translation.ts'
import { ModerationList } from './moderation-list.tsx'
import type { RowAction } from './row-actions.ts'
import { taka, when } from './show.ts'
import { type Status, StatusBadge } from './status-badge.tsx'
import { SuperuserFrame } from './superuser-frame.tsx'

// A payment the gateway marked risky waits for the superuser: cleared, its tickets go out; refused, it is
// refunded and its seats released. Neither is a refund of a settled purchase, so those rows offer no Refund.
const REVIEW_ACTIONS: RowAction[] = [
  { action: 'clearPayment', route: 'review/approve', reason: 'none' },
  { action: 'refusePayment', route: 'review/reject', reason: 'optional', color: 'red' },
]

const actionsOf = (purchase: ModeratedPurchase): RowAction[] =>
  purchase.InReview
    ? REVIEW_ACTIONS
    : purchase.Status === 'paid' && paidOnline(purchase.PaymentMethod)
      ? [{ action: 'refund', reason: 'required', color: 'red' }]
      : []

/** How it was paid, in the buyer's words where a gateway took it (Nagad, Card …), else the method (cash …). */
function paidWith(purchase: ModeratedPurchase, language: Language) {
  const option = optionOf(purchase.PaymentMethod, purchase.PaymentChannel)
  return option ? PAYMENT_OPTION_NAMES[option][language] : purchase.PaymentMethod
}

/**
 * /superuser/purchase-moderation: purchases of every event; refund a purchase paid online whole, and
 * clear or refuse a payment under review.
 */
export function PurchasesModeration() {
  const { t, language } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('areas.purchases')}>
      <ModerationList
        area="purchases"
        nameOf={(purchase: ModeratedPurchase) => `${purchase.BuyerName} · ${taka(purchase.Total, language)}`}
        columns={[
          {
            label: t('columns.buyer'),
            cell: (purchase) => (
              <>
                <Text fw={600}>{purchase.BuyerName}</Text>
                <Text size="xs" c="dimmed">
                  {[purchase.BuyerEmail, purchase.BuyerPhone].filter(Boolean).join(' · ')}
                </Text>
              </>
            ),
          },
          { label: t('columns.event'), cell: (purchase) => purchase.EventTitle },
          {
            label: t('columns.total'),
            cell: (purchase) => [taka(purchase.Total, language), paidWith(purchase, language)].join(' · '),
          },
          {
            label: t('columns.status'),
            cell: (purchase) => (
              <>
                <StatusBadge status={purchase.InReview ? 'inReview' : (purchase.Status as Status)} />
                {purchase.TrxID && (
                  <Text size="xs" c="dimmed">
                    {purchase.TrxID}
                  </Text>
                )}
              </>
            ),
          },
          { label: t('columns.created'), cell: (purchase) => when(purchase.CreatedAt, language) },
        ]}
        actionsOf={actionsOf}
      />
    </SuperuserFrame>
  )
}
