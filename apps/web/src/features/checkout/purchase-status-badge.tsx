import { Badge } from '@mantine/core'
import type { PaymentStatus, PurchaseStatus } from '@mela/shared/purchase'
import { useCheckoutTranslation } from './locales/translation.ts'

type Shown = PurchaseStatus | 'review'

const COLORS: Record<Shown, string> = {
  pending: 'yellow',
  paid: 'mela',
  expired: 'gray',
  cancelled: 'gray',
  failed: 'red',
  refunded: 'blue',
  review: 'orange',
}

/**
 * A purchase's status in words and colour; a pending one past its hold reads as expired, and a paid one
 * whose payment the gateway sent for review reads as under review (its tickets are not given yet).
 */
type Props = { status: PurchaseStatus; paymentStatus?: PaymentStatus; expiresAt?: string; size?: 'md' | 'lg' }

export function PurchaseStatusBadge({ status, paymentStatus, expiresAt, size = 'lg' }: Props) {
  const { t } = useCheckoutTranslation()
  const shown: Shown =
    paymentStatus === 'review'
      ? 'review'
      : status === 'pending' && expiresAt && new Date(expiresAt) <= new Date()
        ? 'expired'
        : status
  return (
    // The tint says which kind; the text keeps the body colour, which reads on every tint in both themes.
    <Badge color={COLORS[shown]} variant="light" size={size} c="var(--mantine-color-text)">
      {t(`status.${shown}`)}
    </Badge>
  )
}
