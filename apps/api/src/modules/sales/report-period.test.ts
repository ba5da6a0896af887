import { describe, expect, it } from 'vitest'
import { dayRange, periodOf, periodsBetween } from './report-period.ts'

describe('report periods', () => {
  it('reads a Dhaka day as 18:00 UTC the evening before, the end inclusive', () => {
    const { from, to } = dayRange('2026-11-01', '2026-11-30', -360)
    expect(from?.toISOString()).toBe('2026-10-31T18:00:00.000Z')
    expect(to?.toISOString()).toBe('2026-11-30T18:00:00.000Z')
  })

  it('starts weeks on Monday and months on the first', () => {
    expect(periodOf('2026-11-25', 'week')).toBe('2026-11-23')
    expect(periodOf('2026-11-23', 'week')).toBe('2026-11-23')
    expect(periodOf('2026-11-25', 'month')).toBe('2026-11-01')
  })

  it('lists quiet periods too', () => {
    expect(periodsBetween('2026-11-29', '2026-12-02', 'day')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
    expect(periodsBetween('2026-01-31', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ])
  })
})
