import { describe, expect, it } from 'vitest'
import { searchSeats, seatOfShortCode } from './seat-search.ts'
import { seat } from './testing/door-fixtures.ts'

describe('finding a seat in the door list, offline', () => {
  const rahima = seat({})
  const karim = seat({ ShortCode: 'AC3D4EF6', Name: 'Karim Uddin', PhoneEnd: '917' })
  const inAlready = seat({ ShortCode: 'HJKM6789', Name: 'Rahim', CheckedInAt: '2026-11-25T18:00:00Z' })
  const list = [inAlready, karim, rahima]

  it('reads a short code typed in lower case, with dashes, spaces, B for 8 or Bengali digits', () => {
    expect(seatOfShortCode(list, 'k7qm-4xpd')).toBe(rahima)
    expect(seatOfShortCode(list, ' AC3D 4EF6 ')).toBe(karim)
    expect(seatOfShortCode(list, 'hjkm ৬৭b৯')).toBe(inAlready)
    expect(seatOfShortCode(list, 'K7QM4XP')).toBeUndefined()
  })

  it('finds by the start of a name, the last digits of a phone or the start of a code, seats to let in first', () => {
    expect(searchSeats(list, 'rahi')).toEqual([rahima, inAlready])
    expect(searchSeats(list, 'uddin')).toEqual([karim])
    expect(searchSeats(list, '01711000917')).toEqual([karim])
    expect(searchSeats(list, '৯১৭')).toEqual([karim])
    expect(searchSeats(list, '17')).toEqual([])
    expect(searchSeats(list, 'k7qm')).toEqual([rahima])
    expect(searchSeats(list, '  ')).toEqual([])
  })
})
