import { describe, expect, it } from 'vitest'
import { seatGroups } from './purchase-seats.ts'

const seat = (Section: string, Category: string, CheckedInAt: string | null = null) => ({
  Section,
  Category,
  CheckedInAt,
})

describe('seat groups', () => {
  it('counts seats of each kind and how many are checked in', () => {
    const groups = seatGroups([
      seat('Gallery', 'Regular', '2026-06-01T12:00:00Z'),
      seat('Front', 'VIP'),
      seat('Gallery', 'Regular'),
    ])
    expect(groups).toEqual([
      { section: 'Gallery', category: 'Regular', count: 2, checkedIn: 1 },
      { section: 'Front', category: 'VIP', count: 1, checkedIn: 0 },
    ])
  })

  it('keeps sections apart even when joined names would match', () => {
    expect(seatGroups([seat('A ·', 'B'), seat('A', '· B')])).toHaveLength(2)
  })

  it('has no groups for no seats', () => {
    expect(seatGroups([])).toEqual([])
  })
})
