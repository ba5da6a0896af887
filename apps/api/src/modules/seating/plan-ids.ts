import type { SeatingPlanInput } from '@mela/shared/seating'
import { fail } from '../../lib/errors.ts'

/** A plan whose every section, row and seat has its ID. */
export type PlanWithIds = {
  Sections: (Omit<SeatingPlanInput['Sections'][number], 'ID' | 'Rows'> & {
    ID: string
    Rows: (Omit<SeatingPlanInput['Sections'][number]['Rows'][number], 'ID' | 'Seats'> & {
      ID: string
      Seats: (SeatingPlanInput['Sections'][number]['Rows'][number]['Seats'][number] & { ID: string })[]
    })[]
  })[]
}

const ascii = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '')
/** A section's short name: its words' initials ("Ground Floor" → GF), or S1, S2 … for a name without Latin letters. */
const initials = (name: string, index: number) =>
  name
    .split(/\s+/)
    .map((word) => ascii(word).slice(0, 1).toUpperCase())
    .join('')
    .slice(0, 6) || `S${index + 1}`

/** IDs the organizer gave, each once, or SEAT_ID_TWICE naming the repeated ones. */
function refuseRepeated(ids: (string | undefined)[]) {
  const given = ids.filter((id): id is string => Boolean(id))
  const twice = [...new Set(given.filter((id, i) => given.indexOf(id) !== i))]
  if (twice.length) throw fail('SEAT_ID_TWICE', 400, { seats: twice.slice(0, 20).join(', ') })
  return new Set(given)
}

/** `wanted`, or `wanted_2`, `wanted_3` … whichever is not taken yet (IDs stay at most 32 characters). */
function unique(wanted: string, used: Set<string>) {
  const base = wanted.slice(0, 28)
  let id = base
  for (let n = 2; used.has(id); n++) id = `${base}_${n}`
  used.add(id)
  return id
}

/**
 * Gives every section, row and seat without an ID a short readable one, unique in the event: sections
 * their initials, rows `<section>-<label>`, seats `<section>-<row>-<number>` (`B-C-12`). IDs given are
 * kept, and refused when one is given twice.
 */
export function withIds(plan: SeatingPlanInput): PlanWithIds {
  const sectionIds = refuseRepeated(plan.Sections.map((section) => section.ID))
  const rows = plan.Sections.flatMap((section) => section.Rows)
  const rowIds = refuseRepeated(rows.map((row) => row.ID))
  const seatIds = refuseRepeated(rows.flatMap((row) => row.Seats.map((seat) => seat.ID)))
  return {
    Sections: plan.Sections.map((section, s) => {
      const sectionId = section.ID ?? unique(initials(section.Name, s), sectionIds)
      return {
        ...section,
        ID: sectionId,
        Rows: section.Rows.map((row, r) => {
          const rowId = row.ID ?? unique(`${sectionId}-${ascii(row.Label) || r + 1}`, rowIds)
          const rowKey = rowId.startsWith(`${sectionId}-`)
            ? rowId
            : `${sectionId}-${ascii(row.Label) || r + 1}`
          return {
            ...row,
            ID: rowId,
            Seats: row.Seats.map((seat, n) => ({
              ...seat,
              ID: seat.ID ?? unique(`${rowKey}-${ascii(seat.Number) || n + 1}`, seatIds),
            })),
          }
        }),
      }
    }),
  }
}
