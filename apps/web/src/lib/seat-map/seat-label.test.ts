import { describe, expect, it } from 'vitest'
import { itemSeatLabel, seatLabel, seatName, seatRunLabels, seatRuns, sectionName } from './seat-label.ts'

describe('a seat label', () => {
  it('reads section, row and seat in English', () => {
    expect(seatLabel({ section: 'B', row: 'C', seat: '12' }, 'en')).toBe('Section B · Row C · Seat 12')
  })

  it('reads in Bengali words with Bengali digits', () => {
    expect(seatLabel({ section: 'B', row: '3', seat: '12' }, 'bn')).toBe('সেকশন B · সারি ৩ · আসন ১২')
  })

  it('is empty for a general-admission item', () => {
    expect(itemSeatLabel({ SeatSection: null, Row: null, Seat: null }, 'en')).toBe('')
    expect(itemSeatLabel({}, 'bn')).toBe('')
  })

  it('comes from a purchase item’s seat fields', () => {
    expect(itemSeatLabel({ SeatSection: 'Balcony', Row: 'A', Seat: '1' }, 'en')).toBe(
      'Section Balcony · Row A · Seat 1',
    )
  })

  it('names the section in Bengali for a Bengali reader where the organizer wrote it', () => {
    const item = { SeatSection: 'Balcony', SeatSectionBn: 'ব্যালকনি', Row: 'A', Seat: '12' }
    expect(itemSeatLabel(item, 'bn')).toContain('ব্যালকনি')
    expect(itemSeatLabel(item, 'bn')).toContain('১২')
    expect(itemSeatLabel(item, 'en')).toBe('Section Balcony · Row A · Seat 12')
  })
})

describe('a seat’s name for the list and screen readers', () => {
  it('says where the seat is and its price', () => {
    expect(seatName({ section: 'B', row: 'C', seat: '12' }, 800, 'en')).toBe(
      'Section B, row C, seat 12, ৳800.00',
    )
  })

  it('says so in Bengali, price in Bengali digits', () => {
    expect(seatName({ section: 'B', row: 'C', seat: '12' }, 800, 'bn')).toBe(
      'সেকশন B, সারি C, আসন ১২, ৳৮০০.০০',
    )
  })

  it('says a seat is taken instead of its price', () => {
    expect(seatName({ section: 'B', row: 'C', seat: '12' }, null, 'en')).toBe(
      'Section B, row C, seat 12, taken',
    )
  })
})

describe('a section’s name', () => {
  it('is the Bengali one in Bengali, the English one otherwise', () => {
    const section = { Name: 'Balcony', Bn: { Name: 'ব্যালকনি' } }
    expect(sectionName(section, 'bn')).toBe('ব্যালকনি')
    expect(sectionName(section, 'en')).toBe('Balcony')
    expect(sectionName({ Name: 'Stalls', Bn: null }, 'bn')).toBe('Stalls')
  })
})

describe('the seats of a purchase line', () => {
  it('joins seats that follow each other into a range, row by row', () => {
    const items = ['7', '5', '4', '6'].map((Seat) => ({ SeatSection: 'Stalls', Row: 'A', Seat }))
    expect(seatRunLabels([...items, { SeatSection: 'Stalls', Row: 'B', Seat: '2' }], 'en')).toEqual([
      'Section Stalls · Row A · Seat 4–7',
      'Section Stalls · Row B · Seat 2',
    ])
  })

  it('lists seats apart, leaves out general admission, and reads in Bengali digits', () => {
    expect(seatRuns(['10', '2', '1', '5'])).toBe('1–2, 5, 10')
    expect(seatRunLabels([{ Seat: null }], 'en')).toEqual([])
    expect(
      seatRunLabels(
        [
          { Row: 'C', Seat: '11' },
          { Row: 'C', Seat: '12' },
        ],
        'bn',
      ),
    ).toEqual(['সারি C · আসন ১১–১২'])
  })
})
