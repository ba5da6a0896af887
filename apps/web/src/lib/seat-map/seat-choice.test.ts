import type { SeatingPlan } from '@mela/shared/seating'
import { describe, expect, it } from 'vitest'
import { refusedAmong, takenAmong, toggleSeat } from './seat-choice.ts'

const TICKET = '00000000-0000-4000-8000-000000000001'
const plan = (statuses: Record<string, 'free' | 'held' | 'sold' | 'blocked'>): SeatingPlan => ({
  Version: '1',
  Sections: [
    {
      ID: 'B',
      Name: 'B',
      Bn: null,
      Rows: [
        {
          ID: 'B-C',
          Label: 'C',
          Seats: Object.entries(statuses).map(([ID, Status], index) => ({
            ID,
            Number: String(index + 1),
            X: index * 10,
            Y: 0,
            TicketID: TICKET,
            Accessible: false,
            Status,
          })),
        },
      ],
    },
  ],
})

describe('tapping seats', () => {
  it('picks a free seat and unpicks it on a second tap', () => {
    const picked = toggleSeat([], 'B-C-1')
    expect(picked).toEqual(['B-C-1'])
    expect(toggleSeat(picked, 'B-C-1')).toEqual([])
  })

  it('keeps the order seats were picked in', () => {
    expect(toggleSeat(['B-C-2'], 'B-C-1')).toEqual(['B-C-2', 'B-C-1'])
  })

  it('picks no more than the most one order may hold', () => {
    expect(toggleSeat(['a', 'b'], 'c', 2)).toEqual(['a', 'b'])
  })
})

describe('seats taken while the buyer decides', () => {
  it('are the chosen ones no longer free, or gone from the plan', () => {
    const now = plan({ 'B-C-1': 'free', 'B-C-2': 'held', 'B-C-3': 'sold', 'B-C-4': 'blocked' })
    expect(takenAmong(['B-C-1', 'B-C-2', 'B-C-3', 'B-C-4', 'B-C-9'], now)).toEqual([
      'B-C-2',
      'B-C-3',
      'B-C-4',
      'B-C-9',
    ])
  })

  it('are read from a SEAT_TAKEN refusal naming them', () => {
    expect(refusedAmong(['B-C-1', 'B-C-2'], 'B-C-2, B-C-7')).toEqual(['B-C-2'])
    expect(refusedAmong(['B-C-1'], undefined)).toEqual([])
  })
})
