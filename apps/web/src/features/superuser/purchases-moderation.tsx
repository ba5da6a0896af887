import { Text } from '@mantine/core'
import type { ModeratedPurchase } from '@mela/shared/superuser'
import { useSuperuserTranslation } from './locales/translation.ts'
import { ModerationList } from './moderation-list.tsx'
import { taka, when } from './show.ts'
import { type Status, StatusBadge } from './status-badge.tsx'
import { SuperuserFrame } from './superuser-frame.tsx'

/** /superuser/purchase-moderation: purchases of every event; refund a paid bKash purchase whole. */
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
            cell: (purchase) => `${taka(purchase.Total, language)} · ${purchase.PaymentMethod}`,
          },
          {
            label: t('columns.status'),
            cell: (purchase) => (
              <>
                <StatusBadge status={purchase.Status as Status} />
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
        actionsOf={(purchase) =>
          purchase.Status === 'paid' && purchase.PaymentMethod === 'bkash'
            ? [{ action: 'refund', reason: 'required', color: 'red' }]
            : []
        }
      />
    </SuperuserFrame>
  )
}
