import type { Language } from '@mela/shared/constants'
import { DEFAULT_TIME_ZONE, formatDate } from '@mela/shared/dates'

// A sale opens on Dhaka's clock whatever the reader's device says, like the event's own times. AM/PM
// ('a'), not date-fns' 'b', which calls the whole hour after twelve "noon" ("12:35 noon").
const CLOCK = 'h:mm a'
const DAY = 'EEEE, d LLLL'
const DATE_KEY = 'yyyy-MM-dd'

/**
 * When a queued sale opens, as a buyer reads it on Dhaka's clock ("8:00 PM"; Bengali words and digits in
 * Bengali), with the day ("Saturday, 14 March") only when it is not today in Dhaka: on the day, the time
 * alone reads at a glance on a phone.
 */
export function saleOpening(opensAt: string, lang: Language, now = Date.now()) {
  const options = { lang, timeZone: DEFAULT_TIME_ZONE }
  const today = formatDate(now, DATE_KEY, options) === formatDate(opensAt, DATE_KEY, options)
  return {
    time: formatDate(opensAt, CLOCK, options),
    day: today ? undefined : formatDate(opensAt, DAY, options),
  }
}
