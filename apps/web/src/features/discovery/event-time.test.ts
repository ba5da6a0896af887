import { describe, expect, it } from 'vitest'
import { cardDate, eventWhen, readsAsDhakaTime } from './event-time.ts'

// 9 PM to 1 AM in Dhaka (UTC+6).
const STARTS = '2026-11-25T15:00:00.000Z'
const ENDS = '2026-11-25T19:00:00.000Z'

describe('event time', () => {
  it('gives the day and the time range on Dhaka’s clock', () => {
    expect(eventWhen(STARTS, ENDS, 'en')).toEqual({
      day: 'Wednesday, 25 November 2026',
      time: '9:00 PM – 1:00 AM',
    })
  })

  it('speaks Bengali with Bengali digits', () => {
    const { day, time } = eventWhen(STARTS, ENDS, 'bn')
    expect(day).toContain('২৫')
    expect(day).toContain('নভেম্বর')
    expect(time).toMatch(/^৯:০০ .+ – ১:০০ .+$/)
  })

  it('names both days of an event over several days', () => {
    expect(eventWhen(STARTS, '2026-11-27T12:00:00.000Z', 'en').day).toBe(
      'Wednesday, 25 November 2026 – Friday, 27 November 2026',
    )
  })

  it('dates cards in the product’s short pattern', () => {
    expect(cardDate(STARTS, 'en')).toBe('25 Nov 2026 9:00 PM')
  })

  it('knows when the viewer’s clock already shows Dhaka time', () => {
    expect(readsAsDhakaTime([STARTS, ENDS], 'Asia/Dhaka')).toBe(true)
    expect(readsAsDhakaTime([STARTS, ENDS], 'Asia/Dacca')).toBe(true)
    expect(readsAsDhakaTime([STARTS, ENDS], 'Europe/London')).toBe(false)
    expect(readsAsDhakaTime([STARTS], 'Not/AZone')).toBe(false)
  })
})
