import { describe, expect, it } from 'vitest'
import { settle } from './door-sync.ts'
import { EVENT, ITEM, seat } from './testing/door-fixtures.ts'
import { problemSeatName, seatTicketName } from './ticket-names.ts'

const gallery = seat({
  ID: ITEM,
  Section: 'Gallery',
  Category: 'Adult',
  Bn: { Section: 'গ্যালারি', Category: null },
})

describe('the ticket a door names', () => {
  it('names the ticket in Bengali for a door in Bengali, in English where no Bengali was written', () => {
    expect(seatTicketName(gallery, 'bn')).toBe('গ্যালারি Adult')
    expect(seatTicketName(gallery, 'en')).toBe('Gallery Adult')
    expect(seatTicketName(seat({ Section: 'Balcony', Category: 'Adult' }), 'bn')).toBe('Balcony Adult')
    expect(seatTicketName(seat({ Section: 'Balcony', Category: 'Adult', Bn: null }), 'bn')).toBe(
      'Balcony Adult',
    )
  })

  it('names no ticket for a seat known only by its signed code', () => {
    expect(seatTicketName(seat({ Section: '', Category: '' }), 'bn')).toBeNull()
  })

  it('keeps the Bengali name with a problem the sync reported, for a door in Bengali', () => {
    const queued = { ...gallery, EventID: EVENT, Pending: true }
    const [problem] = settle(
      [{ ItemID: ITEM, Result: 'invalid', CheckedInAt: null }],
      new Map([[ITEM, queued]]),
      EVENT,
    ).problems
    if (!problem) throw new Error('no problem kept')
    expect(problemSeatName(problem, 'bn')).toBe('গ্যালারি Adult')
    expect(problemSeatName(problem, 'en')).toBe('Gallery Adult')
    // A problem kept before the names were (or of a seat the list did not have) reads as before.
    expect(problemSeatName({ ...problem, SectionBn: undefined }, 'bn')).toBe('Gallery Adult')
    expect(problemSeatName({ ...problem, Section: '', SectionBn: null }, 'bn')).toBe(ITEM.slice(0, 8))
  })
})
