import type { Language } from '@mela/shared/constants'
import { DATE, DATE_TIME_SHOWN, DEFAULT_TIME_ZONE, formatDate } from '@mela/shared/dates'

// Events happen in Bangladesh, so their times are always given on Dhaka's clock.
const DAY_WITH_WEEKDAY = 'EEEE, d LLLL yyyy'
const CLOCK = 'h:mm b'

export type EventWhen = { day: string; time: string }

/** An event's date and time range for its page, e.g. "Wednesday, 25 November 2026" / "9:00 PM – 1:00 AM". */
export function eventWhen(startsAt: string, endsAt: string, lang: Language): EventWhen {
  const options = { lang, timeZone: DEFAULT_TIME_ZONE }
  const sameDay = formatDate(startsAt, DATE, options) === formatDate(endsAt, DATE, options)
  // A night that ends before morning still reads as one evening: 9:00 PM – 1:00 AM.
  const hours = (new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 3_600_000
  const day = formatDate(startsAt, DAY_WITH_WEEKDAY, options)
  if (sameDay || hours < 12) {
    return { day, time: `${formatDate(startsAt, CLOCK, options)} – ${formatDate(endsAt, CLOCK, options)}` }
  }
  return {
    day: `${day} – ${formatDate(endsAt, DAY_WITH_WEEKDAY, options)}`,
    time: `${formatDate(startsAt, CLOCK, options)} – ${formatDate(endsAt, CLOCK, options)}`,
  }
}

/** The short start time of an event card (product §9's pattern with the whole year), on Dhaka's clock. */
export const cardDate = (startsAt: string, lang: Language) =>
  formatDate(startsAt, DATE_TIME_SHOWN, { lang, timeZone: DEFAULT_TIME_ZONE })

/** The viewer's time zone as the browser reports it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * Whether the viewer's clock shows Dhaka's time at these instants: when not, the page says
 * "Dhaka time". Compares wall clocks rather than zone names, so Asia/Dacca or a +06 zone count.
 */
export function readsAsDhakaTime(instants: string[], timeZone: string | undefined): boolean {
  if (!timeZone) return false
  try {
    return instants.every(
      (instant) =>
        formatDate(instant, 'yyyy-MM-dd HH:mm', { timeZone }) ===
        formatDate(instant, 'yyyy-MM-dd HH:mm', { timeZone: DEFAULT_TIME_ZONE }),
    )
  } catch {
    return false
  }
}
