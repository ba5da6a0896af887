import { Alert, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { IconClockHour8 } from '@tabler/icons-react'
import { saleOpening } from '../../../lib/sale-opening.ts'
import { useCountdown } from '../../../lib/use-countdown.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** "Sale opens at 8:00 PM (Dhaka time)", with the day when it is not today, in the reader's language. */
export function useOpeningText(opensAt: string) {
  const { t, lang } = useDiscoveryTranslation()
  const { time, day } = saleOpening(opensAt, lang)
  return day ? t('queue.opensOnDay', { time, day }) : t('queue.opensAt', { time })
}

// Further off than a day, the day and time say enough; a ticking clock is for the day itself.
const DAY_SECONDS = 24 * 3600

/**
 * A sale behind the on-sale queue that has not opened yet: when it opens, and that arriving early gives
 * no edge (everyone there before the opening is drawn at random), so nobody camps on the page.
 */
export function QueueOpening({ opensAt }: { opensAt: string }) {
  const { t, lang } = useDiscoveryTranslation()
  const opening = useOpeningText(opensAt)
  const countdown = useCountdown(opensAt)
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconClockHour8 aria-hidden />}
      title={<time dateTime={opensAt}>{opening}</time>}
      data-testid="queue-opening"
    >
      {countdown.seconds > 0 && countdown.seconds < DAY_SECONDS && (
        // Rendered on the server too: the public pages' script (countdown-island.ts) ticks it from the
        // template with {time} left in, and reloads the page at the opening. A timer is not read aloud.
        <Text
          size="sm"
          fw={700}
          mb={4}
          role="timer"
          data-public="countdown"
          data-until={opensAt}
          data-lang={lang}
          data-template={t('queue.startsIn', { time: '{time}' })}
        >
          {t('queue.startsIn', { time: localizeDigits(countdown.text, lang) })}
        </Text>
      )}
      <Text size="sm">{t('queue.random')}</Text>
    </Alert>
  )
}
