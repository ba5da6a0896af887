import { describe, expect, it } from 'vitest'
import { DATE, DATE_FULL, DATE_TIME, DATE_TIME_FULL, formatDate, TIME } from './dates.ts'

// 14:07 in Dhaka (UTC+6) on 5 March 2025; late enough in UTC terms that the machine's zone would show.
const afternoon = '2025-03-05T08:07:00Z'
// 01:30 on 1 January 2026 in Dhaka, still 31 December 2025 in UTC.
const newYear = new Date('2025-12-31T19:30:00Z')

describe('formatDate', () => {
  it.each([
    [DATE_TIME, '5 Mar 25 2:07 PM'],
    [DATE_TIME_FULL, '5 March 2025 2:07 PM'],
    [DATE, '5 Mar 25'],
    [DATE_FULL, '5 March 2025'],
    [TIME, '2:07'],
  ])('formats %s in English, in Dhaka time', (pattern, text) => {
    expect(formatDate(afternoon, pattern)).toBe(text)
  })

  it.each([
    [DATE_TIME, '৫ মার্চ ২৫ ২:০৭ অপরাহ্ন'],
    [DATE_FULL, '৫ মার্চ ২০২৫'],
    [TIME, '২:০৭'],
  ])('formats %s in Bengali with Bengali digits', (pattern, text) => {
    expect(formatDate(afternoon, pattern, { lang: 'bn' })).toBe(text)
  })

  it('uses the Dhaka date even when UTC is still on the day before', () => {
    expect(formatDate(newYear, DATE_TIME_FULL)).toBe('1 January 2026 1:30 AM')
  })

  it('uses the viewer’s zone when given', () => {
    expect(formatDate(newYear, DATE_TIME, { timeZone: 'UTC' })).toBe('31 Dec 25 7:30 PM')
    expect(formatDate(afternoon, TIME, { timeZone: 'Asia/Kolkata' })).toBe('1:37')
  })

  it('accepts epoch milliseconds', () => {
    expect(formatDate(newYear.getTime(), DATE)).toBe('1 Jan 26')
  })

  it('refuses a value that is not a date', () => {
    expect(() => formatDate('not a date', DATE)).toThrow(RangeError)
  })
})
