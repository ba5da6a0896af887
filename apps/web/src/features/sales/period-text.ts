import type { Language } from '@mela/shared/constants'
import { formatDate } from '@mela/shared/dates'

/**
 * A period of the sales series (its first day, `2026-11-25`) as a date in the reader's language: Bengali
 * months and digits in Bengali. `short` leaves out the year, for a chart's axis.
 */
export const periodText = (period: string, language: Language, length: 'full' | 'short' = 'full') =>
  formatDate(`${period}T12:00:00+06:00`, length === 'short' ? 'd LLL' : 'd LLL yyyy', { lang: language })
