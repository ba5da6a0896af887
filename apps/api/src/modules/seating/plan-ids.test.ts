import { randomUUID } from 'node:crypto'
import type { SeatingPlanInput } from '@mela/shared/seating'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { badIdsOf, LONG_ROW_STEM, longRowsPlan } from '../../testing/seating-fixtures.ts'
import { withIds } from './plan-ids.ts'

const ticket = randomUUID()
const seat = (number: string, ID?: string) => ({
  ...(ID ? { ID } : {}),
  Number: number,
  X: 0,
  Y: 0,
  TicketID: ticket,
})
const codeOf = (plan: SeatingPlanInput) => {
  try {
    withIds(plan)
  } catch (error) {
    return { code: (error as { code: string }).code, params: (error as { params: unknown }).params }
  }
}

const idsOfPlan = (plan: ReturnType<typeof withIds>) =>
  plan.Sections.flatMap((section) => [
    section.ID,
    ...section.Rows.flatMap((row) => [row.ID, ...row.Seats.map((s) => s.ID)]),
  ])

afterEach(() => vi.restoreAllMocks())

describe('the IDs the server gives a plan', () => {
  it('names 10,000 seats whose rows share 28 leading characters each once, within the schema', () => {
    const plan = withIds(longRowsPlan(ticket))
    const seats = plan.Sections.flatMap((section) => section.Rows.flatMap((row) => row.Seats))
    expect(seats).toHaveLength(10_000)
    expect(badIdsOf(plan)).toEqual([])
    expect(seats[0]?.ID.startsWith(LONG_ROW_STEM.slice(0, 20))).toBe(true)
  })

  it('looks each ID up a bounded number of times however the names collide (no probing _2, _3 … per seat)', () => {
    const plan = longRowsPlan(ticket, { rows: 2, perRow: 500 })
    const lookups = vi.spyOn(Set.prototype, 'has')
    withIds(plan)
    // Probing from _2 for every seat looked up half a million times here; one stem's next number, about once per seat.
    expect(lookups.mock.calls.length).toBeLessThan(3 * 1000)
  })

  it("keeps the organizer's IDs and makes none that takes one of them", () => {
    const plan = withIds({
      Sections: [
        {
          Name: 'Stalls',
          Rows: [
            { Label: 'A', Seats: [seat('1', 'S-A-2'), seat('2'), seat('3', 'S-A-2_2'), seat('4', 'S-A-1')] },
          ],
        },
        {
          Name: 'Side',
          Rows: [
            { ID: 'S_2-A', Label: 'B', Seats: [] },
            { Label: 'A', Seats: [] },
          ],
        },
      ],
    })
    expect(badIdsOf(plan)).toEqual([])
    expect(plan.Sections.map((section) => section.ID)).toEqual(['S', 'S_2'])
    expect(plan.Sections[0]?.Rows[0]?.Seats.map((s) => s.ID)).toEqual([
      'S-A-2',
      'S-A-2_3',
      'S-A-2_2',
      'S-A-1',
    ])
    expect(plan.Sections[1]?.Rows.map((row) => row.ID)).toEqual(['S_2-A', 'S_2-A_2'])
  })

  it('cuts IDs made from long or unusual names to the schema, never starting with _ or -', () => {
    const long = 'Z'.repeat(32)
    const plan = withIds({
      Sections: [
        {
          ID: long,
          Name: 'Ground',
          Rows: [{ Label: '㎒㎒㎒㎒㎒㎒㎒㎒', Seats: [seat('㎒㎒㎒㎒'), seat('㎒㎒㎒㎒')] }],
        },
        { Name: 'গ্যালারি', Rows: [{ Label: 'ক', Seats: [seat('১২'), seat('১২')] }] },
        { Name: '_ - _', Rows: [{ Label: '-', Seats: [seat('_')] }] },
        { ID: `${long.slice(1)}-`, Name: 'Box', Rows: [{ Label: 'A', Seats: [seat('1'), seat('1')] }] },
      ],
    })
    expect(badIdsOf(plan)).toEqual([])
    expect(plan.Sections.map((section) => section.ID).slice(1, 3)).toEqual(['S2', 'S3'])
  })

  it('makes afresh an ID the schema refuses that a copied plan or a venue still carries', () => {
    const old = `${LONG_ROW_STEM}_1000x`
    const plan = withIds({
      Sections: [
        { ID: '_GF', Name: 'Ground Floor', Rows: [{ ID: old, Label: 'A', Seats: [seat('1', old)] }] },
      ],
    })
    expect(badIdsOf(plan)).toEqual([])
    expect(idsOfPlan(plan)).toEqual(['GF', 'GF-A', 'GF-A-1'])
  })

  it('refuses a row or a section given twice with its own code, naming it', () => {
    const row = (ID: string) => ({ ID, Label: 'A', Seats: [] })
    expect(codeOf({ Sections: [{ Name: 'Stalls', Rows: [row('R1'), row('R2'), row('R1')] }] })).toEqual({
      code: 'ROW_ID_TWICE',
      params: { rows: 'R1' },
    })
    expect(
      codeOf({
        Sections: [
          { ID: 'GF', Name: 'Ground', Rows: [] },
          { ID: 'GF', Name: 'Ground again', Rows: [] },
        ],
      }),
    ).toEqual({ code: 'SECTION_ID_TWICE', params: { sections: 'GF' } })
  })
})
