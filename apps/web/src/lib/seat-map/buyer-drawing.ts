import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { SeatingPlan } from '@mela/shared/seating'
import type { DrawnSection } from './plan-drawing.tsx'
import { TAKEN_COLOR } from './seat-colors.ts'
import { sectionName } from './seat-label.ts'

/** The plan as a buyer sees it: seats in their ticket's colour, anything not free greyed, theirs ringed. */
export function buyerDrawing(
  plan: SeatingPlan,
  colors: ReadonlyMap<string, string>,
  chosen: ReadonlySet<string>,
  language: Language,
): DrawnSection[] {
  return plan.Sections.map((section) => ({
    key: section.ID,
    name: sectionName(section, language),
    rows: section.Rows.map((row) => ({
      key: row.ID,
      label: localizeDigits(row.Label, language),
      seats: row.Seats.map((seat) => ({
        key: seat.ID,
        X: seat.X,
        Y: seat.Y,
        color: colors.get(seat.TicketID) ?? TAKEN_COLOR,
        taken: seat.Status !== 'free' || !colors.has(seat.TicketID),
        chosen: chosen.has(seat.ID),
        accessible: seat.Accessible,
      })),
    })),
  }))
}
