import { Text, type TextInputProps } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateField } from './date-field.tsx'
import { currentLanguage } from './i18n.ts'
import { EVENT_TIME_ZONE, fromWallClock, toWallClock } from './wall-clock.ts'

type Props = Omit<TextInputProps, 'type' | 'value' | 'onChange'> & {
  /** The moment as an ISO instant, '' for none. */
  value: string
  onChange: (iso: string) => void
  /** How the distance to the moment reads: "Sale opens {{when}}" for the queue, "That is {{when}}" by default. */
  phrase?: (when: string) => string
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "in 4 minutes", "3 hours ago", "in 2 days" in the reader's language (Bengali digits in Bengali). */
export function distanceText(iso: string, now: number, language: string): string {
  const ms = new Date(iso).getTime() - now
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (Math.abs(ms) < HOUR) return format.format(Math.round(ms / MINUTE), 'minute')
  if (Math.abs(ms) < 2 * DAY) return format.format(Math.round(ms / HOUR), 'hour')
  return format.format(Math.round(ms / DAY), 'day')
}

// The distance is read again every half minute: "in 4 minutes" must not stay on screen for ten.
function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/**
 * A date and time a person types in Mela: always on Dhaka's clock, where the events happen, whatever the
 * device's zone (an organizer's laptop on UTC once set a queue's opening 6 hours off). The field says so,
 * and says how far away the moment is before it is saved.
 */
export function DhakaTimeField({ value, onChange, description, phrase, ...props }: Props) {
  const { t } = useTranslation()
  const now = useNow()
  const when = value ? distanceText(value, now, currentLanguage()) : ''
  return (
    <>
      <DateField
        {...props}
        type="datetime-local"
        description={[description, t('dhakaTimeField.dhakaTime')].filter(Boolean).join(' · ')}
        value={toWallClock(value, EVENT_TIME_ZONE)}
        onChange={(event) => onChange(fromWallClock(event.currentTarget.value, EVENT_TIME_ZONE))}
      />
      {when && (
        <Text size="sm" mt={-6} data-testid="time-distance">
          {phrase ? phrase(when) : t('dhakaTimeField.when', { when })}
        </Text>
      )}
    </>
  )
}
