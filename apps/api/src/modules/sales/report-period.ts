import type { Interval } from '@mela/shared/sales'

const DAY_MS = 86_400_000

/**
 * The instant a calendar day starts on a clock `offsetMinutes` from UTC, given as the browser's
 * getTimezoneOffset gives it (-360 is Dhaka: UTC = local time + offset).
 */
export const dayStart = (day: string, offsetMinutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offsetMinutes * 60_000)

/** [from, to) for a day range read inclusively on that clock; either end may be open. */
export function dayRange(from: string | undefined, to: string | undefined, offsetMinutes: number) {
  return {
    from: from ? dayStart(from, offsetMinutes) : undefined,
    to: to ? new Date(dayStart(to, offsetMinutes).getTime() + DAY_MS) : undefined,
  }
}

/** The first day of the period holding `day` (weeks start on Monday, as date_trunc's do). */
export function periodOf(day: string, interval: Interval): string {
  if (interval === 'day') return day
  if (interval === 'month') return `${day.slice(0, 7)}-01`
  const date = new Date(`${day}T00:00:00Z`)
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS)
  return monday.toISOString().slice(0, 10)
}

/** Every period from `first` to `last` inclusive, so a chart shows quiet days as zero; at most `limit`. */
export function periodsBetween(first: string, last: string, interval: Interval, limit = 1000): string[] {
  const periods: string[] = []
  let current = periodOf(first, interval)
  const end = periodOf(last, interval)
  while (current <= end && periods.length < limit) {
    periods.push(current)
    const date = new Date(`${current}T00:00:00Z`)
    if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1)
    else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7)
    else date.setUTCMonth(date.getUTCMonth() + 1)
    current = date.toISOString().slice(0, 10)
  }
  return periods
}
