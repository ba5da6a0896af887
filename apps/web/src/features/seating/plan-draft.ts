import type { SeatingPlan, SeatingPlanInput } from '@mela/shared/seating'
import { type Box, boundsOf, inBox } from '../../lib/seat-map/plan-layout.ts'
import { generateRows, ROW_PITCH, type RowsSpec } from './row-generator.ts'

/**
 * The plan as the editor changes it. Every seat, row and section has a `key` the editor selects by
 * (the saved ID, or a new key until the server gives one). `locked` seats are held or sold: once sales
 * start they can be blocked neither, moved nor removed (the server refuses with SEATING_LOCKED).
 */
export type DraftSeat = {
  key: string
  ID?: string
  Number: string
  X: number
  Y: number
  TicketID: string
  Accessible: boolean
  Blocked: boolean
  locked: boolean
}
export type DraftRow = { key: string; ID?: string; Label: string; Seats: DraftSeat[] }
export type DraftSection = { key: string; ID?: string; Name: string; BnName: string; Rows: DraftRow[] }
export type Draft = DraftSection[]

let made = 0
const newKey = () => `new-${++made}`

/** The saved plan as a draft (an event without a plan starts empty). */
export function draftOf(plan: SeatingPlan | null): Draft {
  return (plan?.Sections ?? []).map((section) => ({
    key: section.ID,
    ID: section.ID,
    Name: section.Name,
    BnName: section.Bn?.Name ?? '',
    Rows: section.Rows.map((row) => ({
      key: row.ID,
      ID: row.ID,
      Label: row.Label,
      Seats: row.Seats.map((seat) => ({
        key: seat.ID,
        ID: seat.ID,
        Number: seat.Number,
        X: seat.X,
        Y: seat.Y,
        TicketID: seat.TicketID,
        Accessible: seat.Accessible,
        Blocked: seat.Status === 'blocked',
        locked: seat.Status === 'held' || seat.Status === 'sold',
      })),
    })),
  }))
}

/** The draft as PUT /event/{id}/seating takes it. */
export function planInputOf(draft: Draft): SeatingPlanInput {
  return {
    Sections: draft.map((section) => ({
      ...(section.ID ? { ID: section.ID } : {}),
      Name: section.Name,
      ...(section.BnName.trim() ? { Bn: { Name: section.BnName } } : {}),
      Rows: section.Rows.map((row) => ({
        ...(row.ID ? { ID: row.ID } : {}),
        Label: row.Label,
        Seats: row.Seats.map((seat) => ({
          ...(seat.ID ? { ID: seat.ID } : {}),
          Number: seat.Number,
          X: seat.X,
          Y: seat.Y,
          TicketID: seat.TicketID,
          ...(seat.Accessible ? { Accessible: true } : {}),
          ...(seat.Blocked ? { Blocked: true } : {}),
        })),
      })),
    })),
  }
}

export const allSeats = (draft: Draft) => draft.flatMap((section) => section.Rows.flatMap((row) => row.Seats))

export function addSection(draft: Draft, name: string, bnName = ''): Draft {
  return [...draft, { key: newKey(), Name: name, BnName: bnName, Rows: [] }]
}

export function renameSection(draft: Draft, key: string, name: string, bnName: string): Draft {
  return draft.map((section) => (section.key === key ? { ...section, Name: name, BnName: bnName } : section))
}

// New rows start this far from the left edge, leaving room for their labels.
const SEAT_LEFT = 20

/** Where new rows go: under everything drawn so far, with room for a section name above them. */
export function nextOrigin(draft: Draft): { X: number; Y: number } {
  const box = boundsOf(allSeats(draft))
  return { X: SEAT_LEFT, Y: Math.round(box ? box.y + box.height + ROW_PITCH * 2.5 : ROW_PITCH * 2) }
}

/** The section's rows so far: how many, so new ones carry on the lettering (D after A–C). */
export const rowCount = (draft: Draft, sectionKey: string) =>
  draft.find((section) => section.key === sectionKey)?.Rows.length ?? 0

/** Generated rows added to a section, every seat of them in one ticket (price category). */
export function addRows(
  draft: Draft,
  sectionKey: string,
  spec: Omit<RowsSpec, 'origin'>,
  ticketId: string,
): Draft {
  const rows = generateRows({ ...spec, origin: nextOrigin(draft) }).map((row) => ({
    key: newKey(),
    Label: row.Label,
    Seats: row.Seats.map((seat) => ({
      ...seat,
      key: newKey(),
      TicketID: ticketId,
      Accessible: false,
      Blocked: false,
      locked: false,
    })),
  }))
  return draft.map((section) =>
    section.key === sectionKey ? { ...section, Rows: [...section.Rows, ...rows] } : section,
  )
}

function changeSeats(draft: Draft, keys: ReadonlySet<string>, change: (seat: DraftSeat) => DraftSeat): Draft {
  return draft.map((section) => ({
    ...section,
    Rows: section.Rows.map((row) => ({
      ...row,
      Seats: row.Seats.map((seat) => (keys.has(seat.key) ? change(seat) : seat)),
    })),
  }))
}

/** The selected seats go to a ticket (price category); held and sold seats too stay theirs (the server checks). */
export const assignTicket = (draft: Draft, keys: ReadonlySet<string>, ticketId: string) =>
  changeSeats(draft, keys, (seat) => (seat.locked ? seat : { ...seat, TicketID: ticketId }))

export const markAccessible = (draft: Draft, keys: ReadonlySet<string>, accessible: boolean) =>
  changeSeats(draft, keys, (seat) => ({ ...seat, Accessible: accessible }))

/** House seats and broken seats are blocked; a held or sold seat cannot be. */
export const markBlocked = (draft: Draft, keys: ReadonlySet<string>, blocked: boolean) =>
  changeSeats(draft, keys, (seat) => (seat.locked ? seat : { ...seat, Blocked: blocked }))

/** Removes the selected seats but held or sold ones, and any row left empty by it (sections stay). */
export function removeSeats(draft: Draft, keys: ReadonlySet<string>): Draft {
  return draft.map((section) => ({
    ...section,
    Rows: section.Rows.map((row) => ({
      ...row,
      Seats: row.Seats.filter((seat) => seat.locked || !keys.has(seat.key)),
    })).filter((row) => row.Seats.length > 0),
  }))
}

/** Removes a section that holds no held or sold seat. */
export const removeSection = (draft: Draft, key: string) =>
  draft.filter(
    (section) => section.key !== key || section.Rows.some((row) => row.Seats.some((seat) => seat.locked)),
  )

/** The selected seats that are held or sold: what the editor says cannot be removed or blocked. */
export const lockedAmong = (draft: Draft, keys: ReadonlySet<string>) =>
  allSeats(draft).filter((seat) => keys.has(seat.key) && seat.locked)

/** The keys of a row's seats (tapping a row label selects the row). */
export const rowSeatKeys = (draft: Draft, rowKey: string) =>
  draft.flatMap((section) =>
    section.Rows.filter((row) => row.key === rowKey).flatMap((row) => row.Seats.map((s) => s.key)),
  )

/** The keys of the seats inside a box dragged on the plan. */
export const seatKeysInBox = (draft: Draft, box: Box) =>
  allSeats(draft)
    .filter((seat) => inBox(seat, box))
    .map((seat) => seat.key)
