import { describe, expect, it } from 'vitest'
import { addRows, addSection } from './plan-draft.ts'
import { isSectionNameError, placeOfError } from './save-errors.ts'

const GOLD = '00000000-0000-4000-8000-000000000001'
const words = ({ section, row, seat }: { section: string; row: string; seat: string }) =>
  `${section}/${row}/${seat}`
const draft = () => {
  const empty = addSection([], 'Stalls')
  return addRows(
    empty,
    empty[0]?.key ?? '',
    {
      rows: 2,
      labels: 'letters',
      firstRow: 1,
      seatsPerRow: 3,
      numbering: 'left-to-right',
      aisleAfter: [],
      curve: 0,
    },
    GOLD,
  )
}

describe('a refused save', () => {
  it('names the seat a field error is about', () => {
    expect(placeOfError(draft(), 'Sections.0.Rows.1.Seats.2.TicketID', 'en', words)).toBe('Stalls/B/3')
  })

  it('names the row when the error is about a row', () => {
    expect(placeOfError(draft(), 'Sections.0.Rows.0.Label', 'bn', words)).toBe('Stalls/A/—')
  })

  it('is not about a place when the path is not', () => {
    expect(placeOfError(draft(), 'Sections', 'en', words)).toBeUndefined()
  })

  it('leaves section names to their own fields', () => {
    expect(isSectionNameError('Sections.3.Bn.Name')).toBe(true)
    expect(isSectionNameError('Sections.3.Rows.0.Label')).toBe(false)
  })
})
