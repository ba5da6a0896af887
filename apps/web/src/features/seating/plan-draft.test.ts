import type { SeatingPlan } from '@mela/shared/seating'
import { describe, expect, it } from 'vitest'
import {
  addRows,
  addSection,
  allSeats,
  assignTicket,
  draftOf,
  lockedAmong,
  markAccessible,
  markBlocked,
  planInputOf,
  removeSeats,
  renameSection,
  rowSeatKeys,
  seatKeysInBox,
} from './plan-draft.ts'
import type { RowsSpec } from './row-generator.ts'

const GOLD = '00000000-0000-4000-8000-000000000001'
const SILVER = '00000000-0000-4000-8000-000000000002'
const ROWS: Omit<RowsSpec, 'origin'> = {
  rows: 2,
  labels: 'letters',
  firstRow: 1,
  seatsPerRow: 3,
  numbering: 'left-to-right',
  aisleAfter: [],
  curve: 0,
}

const drawn = () => {
  const empty = addSection([], 'Stalls', 'স্টল')
  return addRows(empty, empty[0]?.key ?? '', ROWS, GOLD)
}
const keys = (...list: string[]) => new Set(list)

describe('drawing a plan', () => {
  it('adds a section and rows of seats in one ticket', () => {
    const draft = drawn()
    expect(draft[0]?.Rows.map((row) => row.Label)).toEqual(['A', 'B'])
    expect(allSeats(draft)).toHaveLength(6)
    expect(new Set(allSeats(draft).map((seat) => seat.TicketID))).toEqual(new Set([GOLD]))
  })

  it('puts a second block of rows under the first, never on top of it', () => {
    const first = drawn()
    const twice = addRows(first, first[0]?.key ?? '', { ...ROWS, firstRow: 3 }, GOLD)
    const firstBottom = Math.max(...allSeats(first).map((seat) => seat.Y))
    const added = twice[0]?.Rows.slice(2).flatMap((row) => row.Seats) ?? []
    expect(Math.min(...added.map((seat) => seat.Y))).toBeGreaterThan(firstBottom)
    expect(twice[0]?.Rows.map((row) => row.Label)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('renames a section in both languages', () => {
    const draft = drawn()
    const renamed = renameSection(draft, draft[0]?.key ?? '', 'Balcony', 'ব্যালকনি')
    expect(renamed[0]).toMatchObject({ Name: 'Balcony', BnName: 'ব্যালকনি' })
  })
})

describe('changing chosen seats', () => {
  it('assigns a whole row to another ticket', () => {
    const draft = drawn()
    const rowB = draft[0]?.Rows[1]?.key ?? ''
    const changed = assignTicket(draft, keys(...rowSeatKeys(draft, rowB)), SILVER)
    expect(changed[0]?.Rows.map((row) => row.Seats.map((seat) => seat.TicketID === SILVER))).toEqual([
      [false, false, false],
      [true, true, true],
    ])
  })

  it('selects the seats inside a dragged box', () => {
    const draft = drawn()
    const [a1, a2] = draft[0]?.Rows[0]?.Seats ?? []
    const box = { x: (a1?.X ?? 0) - 1, y: (a1?.Y ?? 0) - 1, width: 12, height: 2 }
    expect(seatKeysInBox(draft, box)).toEqual([a1?.key, a2?.key])
  })

  it('marks seats accessible and blocks them', () => {
    const draft = drawn()
    const seat = draft[0]?.Rows[0]?.Seats[0]?.key ?? ''
    const changed = markBlocked(markAccessible(draft, keys(seat), true), keys(seat), true)
    expect(changed[0]?.Rows[0]?.Seats[0]).toMatchObject({ Accessible: true, Blocked: true })
  })

  it('removes seats and the rows they leave empty', () => {
    const draft = drawn()
    const rowA = draft[0]?.Rows[0]?.key ?? ''
    const changed = removeSeats(draft, keys(...rowSeatKeys(draft, rowA)))
    expect(changed[0]?.Rows.map((row) => row.Label)).toEqual(['B'])
  })
})

describe('a plan whose sales have started', () => {
  const plan: SeatingPlan = {
    Version: '7',
    Sections: [
      {
        ID: 'S',
        Name: 'Stalls',
        Bn: null,
        Rows: [
          {
            ID: 'S-A',
            Label: 'A',
            Seats: [
              { ID: 'S-A-1', Number: '1', X: 0, Y: 0, TicketID: GOLD, Accessible: false, Status: 'sold' },
              { ID: 'S-A-2', Number: '2', X: 10, Y: 0, TicketID: GOLD, Accessible: true, Status: 'held' },
              { ID: 'S-A-3', Number: '3', X: 20, Y: 0, TicketID: GOLD, Accessible: false, Status: 'blocked' },
              { ID: 'S-A-4', Number: '4', X: 30, Y: 0, TicketID: GOLD, Accessible: false, Status: 'free' },
            ],
          },
        ],
      },
    ],
  }

  it('keeps sold and held seats when they are deleted, blocked or moved to another ticket', () => {
    const draft = draftOf(plan)
    const every = keys('S-A-1', 'S-A-2', 'S-A-3', 'S-A-4')
    expect(lockedAmong(draft, every).map((seat) => seat.key)).toEqual(['S-A-1', 'S-A-2'])
    expect(allSeats(removeSeats(draft, every)).map((seat) => seat.key)).toEqual(['S-A-1', 'S-A-2'])
    expect(allSeats(markBlocked(draft, every, true)).map((seat) => seat.Blocked)).toEqual([
      false,
      false,
      true,
      true,
    ])
    expect(allSeats(assignTicket(draft, every, SILVER)).map((seat) => seat.TicketID)).toEqual([
      GOLD,
      GOLD,
      SILVER,
      SILVER,
    ])
  })

  it('saves with the IDs it was given, blocked seats blocked, Bengali names only where written', () => {
    const input = planInputOf(draftOf(plan))
    const section = input.Sections[0]
    expect(section).toMatchObject({ ID: 'S', Name: 'Stalls' })
    expect(section && 'Bn' in section).toBe(false)
    expect(
      section?.Rows[0]?.Seats.map((seat) => [seat.ID, seat.Blocked ?? false, seat.Accessible ?? false]),
    ).toEqual([
      ['S-A-1', false, false],
      ['S-A-2', false, true],
      ['S-A-3', true, false],
      ['S-A-4', false, false],
    ])
  })

  it('sends a new section without an ID and with its Bengali name', () => {
    const input = planInputOf(drawn())
    expect(input.Sections[0]).toMatchObject({ Name: 'Stalls', Bn: { Name: 'স্টল' } })
    expect(input.Sections[0]?.ID).toBeUndefined()
    expect(input.Sections[0]?.Rows[0]?.Seats[0]?.ID).toBeUndefined()
  })
})
