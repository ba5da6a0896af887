import { Alert, Text } from '@mantine/core'
import { IconClockHour8 } from '@tabler/icons-react'
import { saleOpening } from '../../../lib/sale-opening.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** "Sale opens at 8:00 PM (Dhaka time)", with the day when it is not today, in the reader's language. */
export function useOpeningText(opensAt: string) {
  const { t, lang } = useDiscoveryTranslation()
  const { time, day } = saleOpening(opensAt, lang)
  return day ? t('queue.opensOnDay', { time, day }) : t('queue.opensAt', { time })
}

/**
 * A sale behind the on-sale queue that has not opened yet: when it opens, and that arriving early gives
 * no edge (everyone there before the opening is drawn at random), so nobody camps on the page.
 */
export function QueueOpening({ opensAt }: { opensAt: string }) {
  const { t } = useDiscoveryTranslation()
  const opening = useOpeningText(opensAt)
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconClockHour8 aria-hidden />}
      title={<time dateTime={opensAt}>{opening}</time>}
      data-testid="queue-opening"
    >
      <Text size="sm">{t('queue.random')}</Text>
    </Alert>
  )
}
