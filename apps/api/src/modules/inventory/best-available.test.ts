import { describe, expect, it } from 'vitest'
import { bestAvailableSeats, setAsideInSnapshot } from './best-available.ts'
import type { Hall, HallSeat } from './hall-read.ts'

// A hall drawn in a string per row, for reading at a glance: "." free, "x" taken, "|" an aisle, "o" a seat
// of another ticket. Seats are 10 apart (an aisle adds 20); row r sits at y = 12 r.
function hallOf(...rows: string[]): Hall {
  const byId = new Map<string, HallSeat>()
  const hallRows = rows.map((text, r) => {
    const seats: HallSeat[] = []
    const aisleBefore: boolean[] = []
    let x = 0
    let aisle = false
    for (const mark of text) {
      if (mark === '|') {
        aisle = true
        x += 20
        continue
      }
      const seat = {
        id: `${String.fromCharCode(65 + r)}${seats.length + 1}`,
        x,
        y: r * 12,
        ticketId: mark === 'o' ? 'other' : 'front',
        freeFrom: mark === 'x' ? Number.POSITIVE_INFINITY : 0,
      }
      seats.push(seat)
      aisleBefore.push(aisle)
      byId.set(seat.id, seat)
      aisle = false
      x += 10
    }
    return { seats, aisleBefore, centre: ((seats[0]?.x ?? 0) + (seats.at(-1)?.x ?? 0)) / 2 }
  })
  return { rowsOf: new Map([['front', hallRows]]), byId }
}

const now = new Date()
const choose = (hall: Hall, quantity: number, without = new Set<string>()) =>
  bestAvailableSeats(hall, 'front', { quantity, wanted: quantity }, now, without)

describe('best available', () => {
  it('takes the front row, near its centre', () => {
    expect(choose(hallOf('......', '......'), 2)).toEqual(['A3', 'A4'])
  })

  it('goes back a row rather than split a group across an aisle, a taken seat or another ticket', () => {
    // Row B's middle three would strand B1 and B5: an end of the row is taken instead.
    expect(choose(hallOf('..|..', '.....'), 3)).toEqual(['B1', 'B2', 'B3'])
    expect(choose(hallOf('..x..', '.....'), 3)).toEqual(['B1', 'B2', 'B3'])
    expect(choose(hallOf('..o..', '.....'), 3)).toEqual(['B1', 'B2', 'B3'])
  })

  it('leaves no single seat stranded when it can', () => {
    // In "x....x" two seats in the middle would strand one seat each side; the ends leave a pair.
    expect(choose(hallOf('x....x'), 2)).toEqual(['A2', 'A3'])
  })

  it('skips seats the order took already, and says how many are left when too few are', () => {
    expect(() => choose(hallOf('....'), 2, new Set(['A2', 'A3']))).toThrow(
      expect.objectContaining({ code: 'SEATS_NOT_TOGETHER' }),
    )
    expect(choose(hallOf('x.x', 'xxx'), 2)).toEqual({ left: 1, firstHoldEnds: undefined })
  })

  it('counts a hold that runs out as free from then on', () => {
    const hall = hallOf('..')
    const ends = now.getTime() + 5 * 60_000
    for (const seat of hall.byId.values()) seat.freeFrom = ends
    expect(choose(hall, 2)).toEqual({ left: 0, firstHoldEnds: new Date(ends) })
    expect(bestAvailableSeats(hall, 'front', { quantity: 2, wanted: 2 }, new Date(ends))).toEqual([
      'A1',
      'A2',
    ])
  })

  it('skips a row found without a run only until a hold in it runs out or its seats are given back', () => {
    const hall = hallOf('x..x', '....')
    const ends = now.getTime() + 5 * 60_000
    const giveBack = setAsideInSnapshot(hall, ['A2', 'A3'], ends)
    expect(choose(hall, 2)).toEqual(['B1', 'B2'])
    // Set aside, then given back (the hold was refused): row A has its run again.
    giveBack()
    expect(choose(hall, 2)).toEqual(['A2', 'A3'])
    setAsideInSnapshot(hall, ['A2', 'A3'], ends)
    expect(choose(hall, 2)).toEqual(['B1', 'B2'])
    // The hold on A2 and A3 runs out: the row is searched again.
    expect(bestAvailableSeats(hall, 'front', { quantity: 2, wanted: 2 }, new Date(ends))).toEqual([
      'A2',
      'A3',
    ])
  })
})
