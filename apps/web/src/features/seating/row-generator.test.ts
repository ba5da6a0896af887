import { describe, expect, it } from 'vitest'
import { generateRows, ROW_PITCH, type RowsSpec, rowLabel, SEAT_PITCH, seatNumbers } from './row-generator.ts'

const spec = (changes: Partial<RowsSpec> = {}): RowsSpec => ({
  rows: 2,
  labels: 'letters',
  firstRow: 1,
  seatsPerRow: 4,
  numbering: 'left-to-right',
  aisleAfter: [],
  curve: 0,
  origin: { X: 20, Y: 30 },
  ...changes,
})

describe('row labels', () => {
  it('run A, B, C … Z, then AA, AB', () => {
    expect([1, 2, 3, 26, 27, 28, 52, 53].map((n) => rowLabel(n, 'letters'))).toEqual([
      'A',
      'B',
      'C',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
    ])
  })

  it('run 1, 2, 3 when the hall numbers its rows', () => {
    expect([1, 2, 10].map((n) => rowLabel(n, 'numbers'))).toEqual(['1', '2', '10'])
  })

  it('start where the organizer says (adding rows D… under A–C)', () => {
    expect(generateRows(spec({ firstRow: 4, rows: 2 })).map((row) => row.Label)).toEqual(['D', 'E'])
  })
})

describe('seat numbers', () => {
  it('count from the left', () => {
    expect(seatNumbers(5, 'left-to-right')).toEqual([1, 2, 3, 4, 5])
  })

  it('count from the right', () => {
    expect(seatNumbers(5, 'right-to-left')).toEqual([5, 4, 3, 2, 1])
  })

  it('put odd seats on the left and even on the right, both from the middle', () => {
    expect(seatNumbers(6, 'odd-even')).toEqual([5, 3, 1, 2, 4, 6])
    expect(seatNumbers(5, 'odd-even')).toEqual([5, 3, 1, 2, 4])
  })
})

describe('generated rows', () => {
  it('have the asked number of rows and seats, a pitch apart', () => {
    const rows = generateRows(spec())
    expect(rows).toHaveLength(2)
    expect(rows[0]?.Seats.map((seat) => [seat.Number, seat.X, seat.Y])).toEqual([
      ['1', 20, 30],
      ['2', 20 + SEAT_PITCH, 30],
      ['3', 20 + 2 * SEAT_PITCH, 30],
      ['4', 20 + 3 * SEAT_PITCH, 30],
    ])
    expect(rows[1]?.Seats[0]?.Y).toBe(30 + ROW_PITCH)
  })

  it('leave an aisle just right of the given seat numbers', () => {
    const xs = generateRows(spec({ rows: 1, seatsPerRow: 6, aisleAfter: [2, 4] }))[0]?.Seats.map((s) => s.X)
    expect(xs).toEqual([20, 30, 50, 60, 80, 90])
  })

  it('place an aisle by number also when seats count from the right', () => {
    const seats = generateRows(
      spec({ rows: 1, seatsPerRow: 4, numbering: 'right-to-left', aisleAfter: [3] }),
    )[0]?.Seats
    expect(seats?.map((s) => [s.Number, s.X])).toEqual([
      ['4', 20],
      ['3', 30],
      ['2', 50],
      ['1', 60],
    ])
  })

  it('bend into a fan: the ends of a curved row sit nearer the stage than its middle', () => {
    const row = generateRows(spec({ rows: 1, seatsPerRow: 5, curve: 1 }))[0]?.Seats ?? []
    const ys = row.map((seat) => seat.Y)
    expect(ys[0]).toBe(30)
    expect(ys[4]).toBe(30)
    expect(ys[2]).toBeGreaterThan(ys[1] as number)
    expect(ys[1]).toBeGreaterThan(ys[0] as number)
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(30)
  })

  it('keep straight rows flat', () => {
    const ys = generateRows(spec({ rows: 1, seatsPerRow: 7 }))[0]?.Seats.map((s) => s.Y)
    expect(new Set(ys)).toEqual(new Set([30]))
  })
})
