import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { SeatingPlan } from '@mela/shared/seating'
import type { DrawnSection } from '../../lib/seat-map/plan-drawing.tsx'
import { TAKEN_COLOR } from '../../lib/seat-map/seat-colors.ts'
import type { Draft } from './plan-draft.ts'

const nameOf = (section: Draft[number], language: Language) =>
  (language === 'bn' && section.BnName.trim()) || section.Name

/** The draft as the editor draws it: seats in their ticket's colour, chosen ones ringed, blocked crossed out. */
export function editorDrawing(
  draft: Draft,
  colors: ReadonlyMap<string, string>,
  selected: ReadonlySet<string>,
  language: Language,
): DrawnSection[] {
  return draft.map((section) => ({
    key: section.key,
    name: nameOf(section, language),
    rows: section.Rows.map((row) => ({
      key: row.key,
      label: localizeDigits(row.Label, language),
      seats: row.Seats.map((seat) => ({
        key: seat.key,
        X: seat.X,
        Y: seat.Y,
        color: colors.get(seat.TicketID) ?? TAKEN_COLOR,
        chosen: selected.has(seat.key),
        accessible: seat.Accessible,
        blocked: seat.Blocked,
        locked: seat.locked,
      })),
    })),
  }))
}

/** The draft as a buyer would get it from GET seating: for "Preview as a buyer". */
export function previewPlan(draft: Draft): SeatingPlan {
  return {
    Version: 'preview',
    Sections: draft.map((section) => ({
      ID: section.key,
      Name: section.Name,
      Bn: section.BnName.trim() ? { Name: section.BnName } : null,
      Rows: section.Rows.map((row) => ({
        ID: row.key,
        Label: row.Label,
        Seats: row.Seats.map((seat) => ({
          ID: seat.key,
          Number: seat.Number,
          X: seat.X,
          Y: seat.Y,
          TicketID: seat.TicketID,
          Accessible: seat.Accessible,
          Status: seat.Blocked ? 'blocked' : seat.locked ? 'sold' : 'free',
        })),
      })),
    })),
  }
}
