import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { bn } from 'date-fns/locale/bn'
import type { Language } from './constants.ts'
import { localizeDigits } from './digits.ts'

/** date-fns patterns of product §9. */
export const DATE_TIME = 'd LLL yy h:mm b'
export const DATE_TIME_FULL = 'd LLLL yyyy h:mm b'
export const DATE = 'd LLL yy'
export const DATE_FULL = 'd LLLL yyyy'
export const TIME = 'h:mm'
/**
 * the product’s short patterns with the whole year, for what buyers read: "25 Nov 26" reads as the 26th of
 * November to many, and a ticket outlives the year it was bought in.
 */
export const DATE_TIME_SHOWN = 'd LLL yyyy h:mm b'
export const DATE_SHOWN = 'd LLL yyyy'

/** Bangladesh's zone: the default viewer zone and the zone of the sales report. */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka'

export type DateFormatOptions = { lang?: Language; timeZone?: string }

// Formats an instant as the viewer's wall clock in `timeZone` (not the machine's); Bengali months and digits for 'bn'.
export function formatDate(
  date: Date | string | number,
  pattern: string,
  { lang = 'en', timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const instant = new Date(date).getTime()
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${String(date)}`)
  const text = format(new TZDate(instant, timeZone), pattern, lang === 'bn' ? { locale: bn } : {})
  return localizeDigits(text, lang)
}
