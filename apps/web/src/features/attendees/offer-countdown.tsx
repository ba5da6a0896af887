import { Text, VisuallyHidden } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useEffect, useState } from 'react'
import { formatCountdown, holdLeft } from '../../lib/hold-time.ts'
import { useAttendeesTranslation } from './translation.ts'

/** mm:ss left on an offer held for the person waiting; `onEnd` once, when it runs out. */
export function OfferCountdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const { t, language } = useAttendeesTranslation()
  const [now, setNow] = useState(() => Date.now())
  const left = holdLeft(until, now)
  const ended = left === 0
  useEffect(() => {
    if (ended) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [ended])
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once, when the offer runs out
  useEffect(() => {
    if (ended) onEnd()
  }, [ended])
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
