import type { Language } from '@mela/shared/constants'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka, takaToPoisha } from '@mela/shared/money'

/** Taka as the API sends it, shown as ৳1,23,456.50 (Bengali digits in Bengali). */
export const taka = (amount: number, language: Language) =>
  formatTaka(takaToPoisha(amount), { digits: language })

/** A moment, short, in the interface language. */
export const when = (iso: string, language: Language) => formatDate(iso, DATE_TIME_SHOWN, { lang: language })

/** A count in the interface language's digits. */
export const countText = (count: number, language: Language) => localizeDigits(String(count), language)

/** A person's full name, or their username when they gave none. */
export const personName = (person: { FirstName: string; LastName: string; Username?: string }) =>
  [person.FirstName, person.LastName].filter(Boolean).join(' ') || person.Username || ''
