import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { Draft } from './plan-draft.ts'

/**
 * Where a refused save's field error points, in the organizer's words: "Section Stalls, row B, seat 3"
 * for `Sections.0.Rows.1.Seats.2.TicketID`; undefined when it is not about one place in the plan.
 */
export function placeOfError(
  draft: Draft,
  path: string,
  language: Language,
  words: (place: { section: string; row: string; seat: string }) => string,
): string | undefined {
  const match = /^Sections\.(\d+)(?:\.Rows\.(\d+)(?:\.Seats\.(\d+))?)?/.exec(path)
  if (!match) return undefined
  const section = draft[Number(match[1])]
  const row = match[2] === undefined ? undefined : section?.Rows[Number(match[2])]
  const seat = match[3] === undefined ? undefined : row?.Seats[Number(match[3])]
  if (!section) return undefined
  return words({
    section: section.Name || localizeDigits(String(Number(match[1]) + 1), language),
    row: row ? localizeDigits(row.Label, language) : '—',
    seat: seat ? localizeDigits(seat.Number, language) : '—',
  })
}

/** The section name fields show their own errors; every other field error is listed above the plan. */
export const isSectionNameError = (path: string) => /^Sections\.\d+\.(Name|Bn\.Name)$/.test(path)
