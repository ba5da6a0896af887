import type { Language } from '@mela/shared/constants'
import { DATE_TIME_SHOWN, DEFAULT_TIME_ZONE, formatDate } from '@mela/shared/dates'
import type { Event } from '@mela/shared/event'

/** "25 Nov 26 9:00 PM" on Dhaka's clock, where the events happen, as the public pages show it. */
export const eventStart = (event: Pick<Event, 'StartsAt'>, lang: Language) =>
  formatDate(event.StartsAt, DATE_TIME_SHOWN, { lang, timeZone: DEFAULT_TIME_ZONE })
