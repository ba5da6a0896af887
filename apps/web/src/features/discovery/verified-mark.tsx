import { Group, VisuallyHidden } from '@mantine/core'
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react'
import { useDiscoveryTranslation } from './locales/translation.ts'

/** The small verified tick after an organization's name; screen readers hear "Verified organizer". */
export function VerifiedMark({ size = 16 }: { size?: number }) {
  const { t } = useDiscoveryTranslation()
  return (
    <Group component="span" display="inline-flex" c="mela.5" style={{ verticalAlign: 'middle' }}>
      <IconRosetteDiscountCheckFilled size={size} aria-hidden />
      <VisuallyHidden>{t('common.verifiedOrganizer')}</VisuallyHidden>
    </Group>
  )
}
