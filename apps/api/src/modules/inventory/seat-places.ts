import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'

/** Where a ticket sits, as answers show it (`SeatPlace` in packages/shared seating.ts). */
export type SeatPlace = {
  SeatID: string | null
  SeatSection: string | null
  SeatSectionBn: string | null
  Row: string | null
  Seat: string | null
}
export const NO_SEAT: SeatPlace = {
  SeatID: null,
  SeatSection: null,
  SeatSectionBn: null,
  Row: null,
  Seat: null,
}

/**
 * Where a seat sits as the database names it (mela_seat_place, src/db/functions/seats.sql): its section, row
 * and number, and `order`, the section's, the row's and the seat's places in the plan. Null for a seat the
 * plan lost.
 */
export type PlanPlace = {
  section: string | null
  sectionBn: string | null
  row: string | null
  seat: string
  order: (number | null)[]
} | null

/**
 * The plan's section, row and number of these items' seats, in seat order (the plan's sections, their rows,
 * their seats: the map's order); items without a seat are not asked for. `eventId`: the event of each item's
 * purchase. Each seat, row and section is found by its whole key (mela_seat_place): a join on the seat's key,
 * planned on a new hall's unanalysed tables, read the event's 2,000 seats for each item
 * (docs/decisions/seated-hold-cost.md).
 */
export async function seatPlacesOf(
  db: Db,
  items: { id: string; seatId: string | null; eventId: string }[],
): Promise<Map<string, SeatPlace>> {
  const seated = items.filter((item) => item.seatId)
  if (seated.length === 0) return new Map()
  const given = seated.map((item) => ({ id: item.id, event: item.eventId, seat: item.seatId }))
  const result = (await db.execute(sql`
    select given.id, mela_seat_place(given.event, given.seat) as place
    from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as given(id uuid, event uuid, seat text)`)) as unknown as {
    rows: { id: string; place: PlanPlace }[]
  }
  const placeOf = new Map(result.rows.map((row) => [row.id, row.place]))
  return inPlanOrder(seated.map((item) => ({ item, place: placeOf.get(item.id) ?? null })))
}

/**
 * Items' seats in the plan's order (section, row, seat; a seat the plan lost after the rest), each with where
 * it sits: for places read here (seatPlacesOf) or handed back by the hold that wrote the items.
 */
export function inPlanOrder(items: { item: { id: string; seatId: string | null }; place?: PlanPlace }[]) {
  const seated = items.filter(({ item }) => item.seatId)
  seated.sort((a, b) => byPlanOrder(a.place?.order, b.place?.order))
  return new Map<string, SeatPlace>(
    seated.map(({ item, place }) => [
      item.id,
      {
        SeatID: item.seatId,
        SeatSection: place?.section ?? null,
        SeatSectionBn: place?.sectionBn ?? null,
        Row: place?.row ?? null,
        Seat: place?.seat ?? null,
      },
    ]),
  )
}

function byPlanOrder(a: (number | null)[] | undefined, b: (number | null)[] | undefined) {
  if (!a || !b) return a ? -1 : b ? 1 : 0
  return [0, 1, 2].reduce((order, i) => order || (a[i] ?? -1) - (b[i] ?? -1), 0)
}

/** A seat in words for mails, SMS and CSV: "Stalls, row C, seat 12" (or its ID when the plan lost it). */
export function seatWords(place: SeatPlace, words = { row: 'row', seat: 'seat' }) {
  if (!place.SeatID) return ''
  if (!place.Seat) return place.SeatID
  return [place.SeatSection, place.Row && `${words.row} ${place.Row}`, `${words.seat} ${place.Seat}`]
    .filter(Boolean)
    .join(', ')
}
