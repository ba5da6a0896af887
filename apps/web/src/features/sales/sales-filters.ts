import { INTERVALS, type Interval } from '@mela/shared/sales'

/** What the analytics page shows, kept in its link so a range can be shared and reloaded. */
export type SalesFilters = {
  account?: string
  event?: string
  from?: string
  to?: string
  interval: Interval
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[0-9a-f-]{36}$/i

/** The filters a link carries; anything malformed is left out. */
export function filtersFromSearch(search: string): SalesFilters {
  const params = new URLSearchParams(search)
  const read = (name: string, pattern: RegExp) => {
    const value = params.get(name)
    return value && pattern.test(value) ? value : undefined
  }
  const interval = params.get('Interval')
  return {
    account: read('AccountID', ID),
    event: read('EventID', ID),
    from: read('From', DAY),
    to: read('To', DAY),
    interval: INTERVALS.includes(interval as Interval) ? (interval as Interval) : 'day',
  }
}

/** The link's search part for these filters (empty ones left out). */
export function searchOf(filters: SalesFilters): string {
  const params = new URLSearchParams()
  if (filters.account) params.set('AccountID', filters.account)
  if (filters.event) params.set('EventID', filters.event)
  if (filters.from) params.set('From', filters.from)
  if (filters.to) params.set('To', filters.to)
  if (filters.interval !== 'day') params.set('Interval', filters.interval)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The last 30 days on Dhaka's calendar, the page's range when the link gives none. */
export function lastThirtyDays(now = new Date()) {
  const dhaka = (at: Date) => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10)
  return { from: dhaka(new Date(now.getTime() - 29 * 86_400_000)), to: dhaka(now) }
}
