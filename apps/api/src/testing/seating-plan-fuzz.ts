import { randomUUID } from 'node:crypto'
import { ROWS_PER_PLAN_MAX, SEATS_PER_PLAN_MAX, SECTIONS_PER_PLAN_MAX } from '@mela/shared/seating'
import fc from 'fast-check'

// Seating plans built to trip the server's ID maker and its caps: row and seat IDs of 28 shared leading
// characters and more, IDs given twice or taking the ones the server would make, names without Latin
// letters or that grow under NFKD (㎒ → MHz), and plans at or just over a cap of seats, rows or sections.
// A plan is drawn as a small shape, then built: fast-check shrinks the shape, not 10,000 seats.

/** 28 characters, the cut at which seat IDs once collided. */
const STEM = 'B-UpperCircleLeftWingBalcony'
const cut = (id: string) => id.slice(0, 32)
/** `head` cut so that `tail` (a row's or seat's number) still fits: long IDs that differ only at their end. */
const longId = (head: string, tail: string) => `${head.slice(0, 32 - tail.length)}${tail}`

/**
 * How a section, row or a row's seats get their IDs: none (the server makes them), long, taking one the
 * server would make, given twice, or refused by the schema (the last two seldom, or every plan is refused).
 */
type Given = 'none' | 'long' | 'taken' | 'twice' | 'bad'
const given = fc.oneof(
  { arbitrary: fc.constant<Given>('none'), weight: 6 },
  { arbitrary: fc.constant<Given>('long'), weight: 4 },
  { arbitrary: fc.constant<Given>('taken'), weight: 3 },
  { arbitrary: fc.constantFrom<Given>('twice', 'bad'), weight: 1 },
)
const name = fc.constantFrom(
  'Ground Floor',
  'Upper Circle Left Wing Balcony Box',
  'গ্যালারি',
  '_ - _',
  '㎒ ﬀ ⑴',
  'B',
  'x'.repeat(60),
)
const label = fc.constantFrom('A', 'B', 'ক', '১২', '㎒㎒㎒㎒㎒㎒㎒㎒', '-', '1')
const number = fc.constantFrom('1', '2', '১২', '㎒', '-', '12345678', 'x')

const rowShape = fc.record({
  id: given,
  label,
  seatIds: given,
  numbers: fc.array(number, { maxLength: 30 }),
  // 19: a ticket of no event, now and then.
  ticket: fc.nat(19),
})
const sectionShape = fc.record({ id: given, name, rows: fc.array(rowShape, { maxLength: 6 }) })
const collidingShape = fc.record({
  sections: fc.array(sectionShape, { maxLength: 3 }),
  // Each row's seats repeated (to 500 a row): a thousand seats or more on one cut, past _999.
  copies: fc.constantFrom(1, 1, 1, 40),
})

type Shape = typeof collidingShape extends fc.Arbitrary<infer T> ? T : never
type Ticket = (index: number) => string

/** An ID as `choice` gives it: `long` and `taken` as the caller makes them for this place, cut to 32. */
function idOf(choice: Given, long: string, taken: string, twice: string): { ID?: string } {
  if (choice === 'long') return { ID: long }
  if (choice === 'taken') return { ID: cut(taken) }
  if (choice === 'twice') return { ID: twice }
  if (choice === 'bad') return { ID: '_x' }
  return {}
}

/** The plan a shape draws: long IDs start with their section's, as an organizer's naming scheme would. */
function collidingPlan({ sections, copies }: Shape, ticket: Ticket) {
  return {
    Sections: sections.map((section, s) => {
      // `GF` is what the server makes of "Ground Floor"; `B` of "B".
      const sectionGiven = idOf(section.id, `B${'x'.repeat(20)}`, 'GF', 'B')
      const sectionId = sectionGiven.ID ?? 'B'
      return {
        ...sectionGiven,
        Name: section.name,
        Rows: section.rows.map((row, r) => {
          const rowGiven = idOf(
            row.id,
            longId(`${sectionId}-${STEM.slice(2)}`, `-${r + 1}`),
            `${sectionId}-A`,
            `R${s}`,
          )
          const rowKey = rowGiven.ID ?? `${sectionId}-${r + 1}`
          const numbers = Array.from({ length: copies }, () => row.numbers)
            .flat()
            .slice(0, 500)
          return {
            ...rowGiven,
            Label: row.label,
            Seats: numbers.map((seatNumber, n) => ({
              ...idOf(
                row.seatIds,
                longId(rowKey, `-${n + 1}`),
                n % 2 ? `${rowKey}-${n + 2}` : `${STEM.slice(0, 26)}_${n + 2}`,
                'X1',
              ),
              Number: seatNumber,
              X: (n * 10) % 100_000,
              Y: r * 12,
              TicketID: ticket(row.ticket === 19 ? -1 : row.ticket + n),
            })),
          }
        }),
      }
    }),
  }
}

/**
 * Finding 4 of issue 32 as an organizer meets it: section `B`, rows named `B-UpperCircleLeftWingBalcony-1`
 * … and up to 2,000 seats left for the server to name on one cut, some given the names it would make.
 */
const standShape = fc.record({
  rows: fc.integer({ min: 2, max: 4 }),
  perRow: fc.constantFrom(350, 500),
  takenEvery: fc.constantFrom(0, 7),
})
function stand(
  { rows, perRow, takenEvery }: typeof standShape extends fc.Arbitrary<infer T> ? T : never,
  ticket: Ticket,
) {
  return {
    Sections: [
      {
        ID: 'B',
        Name: 'Upper Circle',
        Rows: Array.from({ length: rows }, (_, r) => ({
          ID: `${STEM}-${r + 1}`,
          Label: String(r + 1),
          Seats: Array.from({ length: perRow }, (_, n) => ({
            ...(takenEvery && n % takenEvery === 0
              ? { ID: `${STEM.slice(0, 26)}_${r * perRow + n + 2}` }
              : {}),
            Number: String(n + 1),
            X: n * 10,
            Y: r * 12,
            TicketID: ticket(n),
          })),
        })),
      },
    ],
  }
}

const emptyRows = (count: number) => Array.from({ length: count }, (_, r) => ({ Label: `R${r}`, Seats: [] }))

/** A plan at a cap or one past it: the seats, the rows (the 50,000 empty rows of a 2 MB plan among them), the sections. */
function overflowingPlan(cap: 'seats' | 'rows' | 'sections' | 'flood', over: boolean, ticket: Ticket) {
  const more = over ? 1 : 0
  if (cap === 'seats') {
    // Only past the cap: 10,000 seats that fit cost seconds a run here (plan-rules.routes.test.ts saves them).
    const perRow = 500
    const rows = Array.from({ length: SEATS_PER_PLAN_MAX / perRow + 1 }, (_, r) => ({
      Label: `R${r}`,
      Seats: Array.from({ length: r < SEATS_PER_PLAN_MAX / perRow ? perRow : 1 }, (_, n) => ({
        Number: String(n + 1),
        X: n * 10,
        Y: r * 12,
        TicketID: ticket(0),
      })),
    }))
    return { Sections: [{ Name: 'Stand', Rows: rows }] }
  }
  const sections = (count: number, rows: (s: number) => number) =>
    Array.from({ length: count }, (_, s) => ({ Name: `Block ${s}`, Rows: emptyRows(rows(s)) }))
  if (cap === 'rows') return { Sections: sections(3, (s) => (s < 2 ? ROWS_PER_PLAN_MAX / 2 : more)) }
  if (cap === 'sections') return { Sections: sections(SECTIONS_PER_PLAN_MAX + more, () => 0) }
  return { Sections: sections(SECTIONS_PER_PLAN_MAX, () => 500) }
}

/**
 * PUT /event/{id}/seating bodies for an event of `ticketIds` (a row now and then on a ticket of no event):
 * mostly plans built to collide, some the long-named stand of issue 32, some at or over a cap.
 */
export function seatingPlanArbitrary(ticketIds: string[]): fc.Arbitrary<unknown> {
  const stranger = randomUUID()
  const ticket: Ticket = (index) => (index < 0 ? stranger : (ticketIds[index % ticketIds.length] as string))
  const overflowing = fc
    .record({ cap: fc.constantFrom('seats', 'rows', 'sections', 'flood' as const), over: fc.boolean() })
    .map(({ cap, over }) => overflowingPlan(cap, over, ticket))
  return fc.oneof(
    { arbitrary: collidingShape.map((shape) => collidingPlan(shape, ticket)), weight: 8 },
    { arbitrary: standShape.map((shape) => stand(shape, ticket)), weight: 1 },
    { arbitrary: overflowing, weight: 1 },
  )
}
