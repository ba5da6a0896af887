import { describe, expect, it } from 'vitest'
import { filtersFromSearch, lastThirtyDays, searchOf } from './sales-filters.ts'

const ACCOUNT = '0b7c3a52-4f64-4a38-9d7e-1f3b0f7f5c21'

describe('sales filters in the link', () => {
  it('reads back what it writes', () => {
    const filters = { account: ACCOUNT, from: '2026-11-01', to: '2026-11-30', interval: 'week' as const }
    expect(filtersFromSearch(searchOf(filters))).toEqual({ ...filters, event: undefined })
  })

  it('leaves out what is malformed', () => {
    expect(filtersFromSearch('?AccountID=abc&From=yesterday&Interval=year')).toEqual({
      account: undefined,
      event: undefined,
      from: undefined,
      to: undefined,
      interval: 'day',
    })
  })

  it('takes the last 30 days on Dhaka calendar by default', () => {
    // 20:00 UTC is already the next day in Dhaka.
    expect(lastThirtyDays(new Date('2026-11-24T20:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' })
  })
})
