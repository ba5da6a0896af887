import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { PlanSection } from '@mela/shared/seating'
import { priceText } from '../price-format.ts'
import { i18n } from './translation.ts'

/** Where a seat is, as a purchase item or the plan names it; all empty for general admission. */
export type PlaceParts = { section?: string | null; row?: string | null; seat?: string | null }

type LabelKey = 'place.section' | 'place.row' | 'place.seat' | 'name' | 'nameTaken'
// Labels are made outside React (lists, the door's cards) in a language given, not the interface's.
// The keys are typed above; i18next's typed overloads do not follow a key held in a variable.
const text = (key: LabelKey, language: Language, values: Record<string, string>): string =>
  (i18n.t as (key: string, options: Record<string, string>) => string)(key, {
    ns: 'seat-map',
    lng: language,
    ...values,
  })

/** "Section B · Row C · Seat 12" (Bengali words and digits in Bengali); '' for general admission. */
export function seatLabel(place: PlaceParts, language: Language): string {
  const parts: string[] = []
  if (place.section)
    parts.push(text('place.section', language, { name: localizeDigits(place.section, language) }))
  if (place.row) parts.push(text('place.row', language, { label: localizeDigits(place.row, language) }))
  if (place.seat) parts.push(text('place.seat', language, { number: localizeDigits(place.seat, language) }))
  return parts.join(' · ')
}

/** A purchase item's seat ("Section B · Row C · Seat 12"), '' when it has none. */
export const itemSeatLabel = (
  item: {
    SeatSection?: string | null
    SeatSectionBn?: string | null
    Row?: string | null
    Seat?: string | null
  },
  language: Language,
) =>
  seatLabel(
    {
      section: (language === 'bn' && item.SeatSectionBn) || item.SeatSection,
      row: item.Row,
      seat: item.Seat,
    },
    language,
  )

/**
 * How the seat list and a screen reader name one seat: "Section B, row C, seat 12, ৳800.00", or
 * "…, taken" when it cannot be chosen.
 */
export function seatName(place: Required<PlaceParts>, price: number | null, language: Language): string {
  const values = {
    section: localizeDigits(place.section ?? '', language),
    row: localizeDigits(place.row ?? '', language),
    seat: localizeDigits(place.seat ?? '', language),
  }
  return price === null
    ? text('nameTaken', language, values)
    : text('name', language, { ...values, price: priceText(price, language) })
}

/** A plan section's name in the reader's language (its Bengali name where the organizer gave one). */
export const sectionName = (section: Pick<PlanSection, 'Name' | 'Bn'>, language: Language) =>
  (language === 'bn' && section.Bn?.Name) || section.Name

type ItemPlace = Parameters<typeof itemSeatLabel>[0]

/**
 * Where a group of purchase items sits, one label per row, seats that follow each other as a range
 * ("Section Stalls · Row A · Seat 4–7"); general-admission items are left out.
 */
export function seatRunLabels(items: readonly ItemPlace[], language: Language): string[] {
  const rows = new Map<string, { item: ItemPlace; seats: string[] }>()
  for (const item of items) {
    if (!item.Seat) continue
    const key = `${item.SeatSection ?? ''} ${item.Row ?? ''}`
    const row = rows.get(key) ?? { item, seats: [] }
    row.seats.push(item.Seat)
    rows.set(key, row)
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([, { item, seats }]) => itemSeatLabel({ ...item, Seat: seatRuns(seats) }, language))
}

const whole = /^\d+$/

/** Seat numbers in order, runs joined: "4–7" for 4, 5, 6, 7; "1–2, 5"; odd-even numbers stay listed. */
export function seatRuns(seats: readonly string[]): string {
  const runs: string[][] = []
  for (const seat of [...seats].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    const run = runs.at(-1)
    const last = run?.at(-1) ?? ''
    const next = whole.test(seat) && whole.test(last) && Number(seat) === Number(last) + 1
    if (run && next) run.push(seat)
    else runs.push([seat])
  }
  return runs.map((run) => (run.length > 1 ? `${run[0]}–${run.at(-1)}` : run[0])).join(', ')
}
