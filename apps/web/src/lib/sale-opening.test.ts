import { describe, expect, it } from 'vitest'
import { saleOpening } from './sale-opening.ts'

// 8 PM on 14 March in Dhaka (UTC+6).
const OPENS = '2026-03-14T14:00:00.000Z'

describe("a queued sale's opening", () => {
  it('is the time on Dhaka’s clock alone on the day, whatever the device’s zone', () => {
    expect(saleOpening(OPENS, 'en', Date.parse('2026-03-14T03:00:00Z'))).toEqual({
      time: '8:00 PM',
      day: undefined,
    })
  })

  it('names the day when the opening is another day in Dhaka', () => {
    // 11 PM on 13 March in London is already 14 March in Dhaka: the same day there.
    expect(saleOpening(OPENS, 'en', Date.parse('2026-03-13T23:00:00Z')).day).toBeUndefined()
    expect(saleOpening(OPENS, 'en', Date.parse('2026-03-13T17:00:00Z'))).toEqual({
      time: '8:00 PM',
      day: 'Saturday, 14 March',
    })
  })

  it('says PM after noon, not "12:35 noon"', () => {
    expect(saleOpening('2026-03-14T06:35:00.000Z', 'en', Date.parse(OPENS)).time).toBe('12:35 PM')
  })

  it('reads in Bengali with Bengali digits', () => {
    expect(saleOpening(OPENS, 'bn', Date.parse('2026-03-10T00:00:00Z'))).toEqual({
      time: '৮:০০ অপরাহ্ন',
      day: 'শনিবার, ১৪ মার্চ',
    })
  })
})
