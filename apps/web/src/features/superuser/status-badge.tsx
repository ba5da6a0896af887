import { Badge } from '@mantine/core'
import type en from './locales/en.json'
import { useSuperuserTranslation } from './locales/translation.ts'

export type Status = keyof typeof en.status

const COLORS: Partial<Record<Status, string>> = {
  banned: 'red',
  takenDown: 'red',
  hidden: 'orange',
  rejected: 'red',
  failed: 'red',
  refunded: 'grape',
  verified: 'mela',
  paid: 'mela',
  published: 'mela',
  approved: 'blue',
  requested: 'yellow',
  pending: 'yellow',
  inReview: 'yellow',
}

/** A state in words and colour (colour is never the only sign). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useSuperuserTranslation()
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" c="var(--mantine-color-text)">
      {t(`status.${status}`)}
    </Badge>
  )
}
