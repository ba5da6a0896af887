import { ID_LENGTH_MAX, type SeatingPlanInput, SeatRef } from '@mela/shared/seating'
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

/**
 * IDs the organizer gave, each once, or `code` naming the repeated ones under `param`. A set, not a
 * search of the list per ID: a 10,000-seat plan saved back names every seat.
 */
function refuseRepeated(
  ids: (string | undefined)[],
  code: 'SECTION_ID_TWICE' | 'ROW_ID_TWICE' | 'SEAT_ID_TWICE',
  param: string,
) {
  const given = new Set<string>()
  const twice = new Set<string>()
  for (const id of ids) if (id) (given.has(id) ? twice : given).add(id)
  if (twice.size) throw fail(code, 400, { [param]: [...twice].slice(0, 20).join(', ') })
  return given
}

const schemaId = SeatRef()
/**
 * An ID given as the schema takes it, else none: PUT checks every ID, but a plan copied with its event or
 * reused as a venue carries the IDs it was saved with, and one saved before IDs were cut to 32 is made afresh.
 */
const kept = (id: string | undefined) =>
  id !== undefined && schemaId.safeParse(id).data === id ? id : undefined

/** `_` and up to five digits: a plan's IDs of one kind number at most SEATS_PER_PLAN_MAX. */
const SUFFIX_ROOM = 6
/** What the schema allows of `text`: its ID characters, not starting with `-` or `_`. */
const allowed = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '').replace(/^[-_]+/, '')

/**
 * Makes IDs of one kind (sections, rows or seats) unique among `used` (the organizer's, which it never
 * takes), each passing the plan's own schema: `wanted` when free and short enough, else `<stem>_2`,
 * `<stem>_3` … where the stem is `wanted` cut to leave room for the number. Each stem remembers its next
 * number, so a plan whose names all share one long stem costs one try per ID, not one per ID before it:
 * a try fails only on an ID that exists, and each fails at most one (`<stem>_<n>` names one stem and
 * number, and a stem's number only grows), so the tries stay linear in the plan's size whatever the names.
 */
function idMaker(used: Set<string>, fallback: string) {
  const next = new Map<string, number>()
  return (wanted: string) => {
    const clean = allowed(wanted) || fallback
    if (clean.length <= ID_LENGTH_MAX && !used.has(clean)) {
      used.add(clean)
      return clean
    }
    const stem = clean.slice(0, ID_LENGTH_MAX - SUFFIX_ROOM).replace(/[-_]+$/, '') || fallback
    let n = next.get(stem) ?? 2
    let id = `${stem}_${n}`
    while (used.has(id)) id = `${stem}_${++n}`
    next.set(stem, n + 1)
    used.add(id)
    return id
  }
}

/**
 * Gives every section, row and seat without an ID a short readable one, unique in the event: sections
 * their initials, rows `<section>-<label>`, seats `<section>-<row>-<number>` (`B-C-12`). IDs given are
 * kept, and refused when one is given twice (SECTION_ID_TWICE, ROW_ID_TWICE, SEAT_ID_TWICE).
 */
export function withIds(input: SeatingPlanInput): PlanWithIds {
  const plan = {
    Sections: input.Sections.map((section) => ({
      ...section,
      ID: kept(section.ID),
      Rows: section.Rows.map((row) => ({
        ...row,
        ID: kept(row.ID),
        Seats: row.Seats.map((seat) => ({ ...seat, ID: kept(seat.ID) })),
      })),
    })),
  }
  const rows = plan.Sections.flatMap((section) => section.Rows)
  const sectionId = idMaker(
    refuseRepeated(
      plan.Sections.map((section) => section.ID),
      'SECTION_ID_TWICE',
      'sections',
    ),
    'S',
  )
  const rowId = idMaker(
    refuseRepeated(
      rows.map((row) => row.ID),
      'ROW_ID_TWICE',
      'rows',
    ),
    'R',
  )
  const seatId = idMaker(
    refuseRepeated(
      rows.flatMap((row) => row.Seats.map((seat) => seat.ID)),
      'SEAT_ID_TWICE',
      'seats',
    ),
    'N',
  )
  return {
    Sections: plan.Sections.map((section, s) => {
      const sectionKey = section.ID ?? sectionId(initials(section.Name, s))
      return {
        ...section,
        ID: sectionKey,
        Rows: section.Rows.map((row, r) => {
          const label = `${sectionKey}-${ascii(row.Label) || r + 1}`
          const rowKey = row.ID ?? rowId(label)
          const seatStem = rowKey.startsWith(`${sectionKey}-`) ? rowKey : label
          return {
            ...row,
            ID: rowKey,
            Seats: row.Seats.map((seat, n) => ({
              ...seat,
              ID: seat.ID ?? seatId(`${seatStem}-${ascii(seat.Number) || n + 1}`),
            })),
          }
        }),
      }
    }),
  }
}
