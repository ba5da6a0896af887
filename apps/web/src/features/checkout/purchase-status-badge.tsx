import { Badge } from '@mantine/core'
import type { PurchaseStatus } from '@mela/shared/purchase'
import { useCheckoutTranslation } from './locales/translation.ts'

const COLORS: Record<PurchaseStatus, string> = {
  pending: 'yellow',
  paid: 'mela',
  expired: 'gray',
  cancelled: 'gray',
  failed: 'red',
  refunded: 'blue',
}

/** A purchase's status in words and colour; a pending one past its hold reads as expired. */
type Props = { status: PurchaseStatus; expiresAt?: string; size?: 'md' | 'lg' }

export function PurchaseStatusBadge({ status, expiresAt, size = 'lg' }: Props) {
  const { t } = useCheckoutTranslation()
  const shown = status === 'pending' && expiresAt && new Date(expiresAt) <= new Date() ? 'expired' : status
  return (
    // The tint says which kind; the text keeps the body colour, which reads on every tint in both themes.
    <Badge color={COLORS[shown]} variant="light" size={size} c="var(--mantine-color-text)">
      {t(`status.${shown}`)}
    </Badge>
  )
}
