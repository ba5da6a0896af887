import { Text, VisuallyHidden } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { formatCountdown } from '../../lib/hold-time.ts'
import { useHoldLeft } from '../../lib/use-hold-left.ts'
import { useWaitlistTranslation } from './translation.ts'

/** mm:ss left on an offer held for the person waiting; `onEnd` once, when it runs out. */
export function OfferCountdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const { t, language } = useWaitlistTranslation()
  const left = useHoldLeft(until, onEnd)
  const minutes = localizeDigits(String(Math.ceil(left / 60_000)), language)
  return (
    <Text fw={700}>
      {/* Read out as whole minutes, not every second. */}
      <span aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('waitlist.timeLeft', { time: localizeDigits(formatCountdown(left), language) })}
      </span>
      <VisuallyHidden>{t('waitlist.minutesLeft', { n: minutes })}</VisuallyHidden>
    </Text>
  )
}
