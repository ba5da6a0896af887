import { Badge } from '@mantine/core'
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react'
import { useDiscoveryTranslation } from './locales/translation.ts'

/** "Verified" beside an organization's name in a header. */
export function VerifiedBadge() {
  const { t } = useDiscoveryTranslation()
  return (
    <Badge variant="light" leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}>
      {t('common.verified')}
    </Badge>
  )
}
