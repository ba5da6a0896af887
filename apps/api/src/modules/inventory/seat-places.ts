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

/** A seat as seatPlacesOf reads it, with its section's, row's and own place in the plan's order. */
type PlaceRow = {
  id: string
  number: string
  position: number
  rowLabel: string | null
  rowPosition: number | null
  section: string | null
  sectionBn: string | null
  sectionPosition: number | null
}

/**
 * The plan's section, row and number of these items' seats, in seat order (the plan's sections, their rows,
 * their seats: the map's order); items without a seat are not asked for. `eventId`: the event of each item's
 * purchase.
 *
 * Every seat, row and section is found by its whole key, given as constants: a join on the seat's key, planned
 * on a new hall's unanalysed tables, read the event's 2,000 seats for each item of every purchase it showed
 * (docs/decisions/seated-hold-cost.md).
 */
export async function seatPlacesOf(
  db: Db,
  items: { id: string; seatId: string | null; eventId: string }[],
): Promise<Map<string, SeatPlace>> {
  const seated = items.filter((item) => item.seatId)
  if (seated.length === 0) return new Map()
  const found = new Map<string, PlaceRow>()
  for (const eventId of new Set(seated.map((item) => item.eventId))) {
    const seatIds = [...new Set(seated.filter((item) => item.eventId === eventId).map((item) => item.seatId))]
    for (const row of await placesInEvent(db, eventId, seatIds as string[]))
      found.set(`${eventId} ${row.id}`, row)
  }
  const inPlanOrder = seated
    .map((item) => ({ item, place: found.get(`${item.eventId} ${item.seatId}`) }))
    .sort((a, b) => byPlanOrder(orderOf(a.place), orderOf(b.place)))
  return new Map(
    inPlanOrder.map(({ item, place }) => [
      item.id,
      {
        SeatID: item.seatId,
        SeatSection: place?.section ?? null,
        SeatSectionBn: place?.sectionBn ?? null,
        Row: place?.rowLabel ?? null,
        Seat: place?.number ?? null,
      },
    ]),
  )
}

/** The seats of one event by their IDs, with their rows and sections, each read by its key. */
async function placesInEvent(db: Db, eventId: string, seatIds: string[]): Promise<PlaceRow[]> {
  const result = (await db.execute(sql`
    with found as materialized (
      select id, row_id, number, position from seats
      where event_id = ${eventId}
        and id = any(array(select jsonb_array_elements_text(${JSON.stringify(seatIds)}::jsonb)))
    ), rows_of as materialized (
      select id, label, position, section_id from seating_rows
      where event_id = ${eventId} and id = any(array(select row_id from found))
    ), sections_of as materialized (
      select id, name, bn->>'Name' as bn, position from seating_sections
      where event_id = ${eventId} and id = any(array(select section_id from rows_of))
    )
    select f.id, f.number, f.position, r.label as "rowLabel", r.position as "rowPosition",
      c.name as section, c.bn as "sectionBn", c.position as "sectionPosition"
    from found f
    left join rows_of r on r.id = f.row_id
    left join sections_of c on c.id = r.section_id`)) as unknown as { rows: PlaceRow[] }
  return result.rows
}

/** A seat's places in the plan: its section's, its row's and its own. */
const orderOf = (row: PlaceRow | undefined) => row && [row.sectionPosition, row.rowPosition, row.position]

/** The plan's order: section, row, seat; a seat the plan lost comes after the rest. */
function byPlanOrder(a: (number | null)[] | undefined, b: (number | null)[] | undefined) {
  if (!a || !b) return a ? -1 : b ? 1 : 0
  return [0, 1, 2].reduce((order, i) => order || (a[i] ?? -1) - (b[i] ?? -1), 0)
}

/** A seat's place as a hold's answer names it (mela_seat_place), with its order in the plan. */
export type PlacedSeat = SeatPlace & { order: (number | null)[] }

/** seatPlacesOf for items whose places are known already (a hold's answer), in the same order. */
export function knownPlaces(items: { item: { id: string; seatId: string | null }; place?: PlacedSeat }[]) {
  const seated = items.filter(({ item }) => item.seatId)
  seated.sort((a, b) => byPlanOrder(a.place?.order, b.place?.order))
  return new Map<string, SeatPlace>(
    seated.map(({ item, place }) => [
      item.id,
      place
        ? {
            SeatID: item.seatId,
            SeatSection: place.SeatSection,
            SeatSectionBn: place.SeatSectionBn,
            Row: place.Row,
            Seat: place.Seat,
          }
        : { ...NO_SEAT, SeatID: item.seatId },
    ]),
  )
}

/** A seat in words for mails, SMS and CSV: "Stalls, row C, seat 12" (or its ID when the plan lost it). */
export function seatWords(place: SeatPlace, words = { row: 'row', seat: 'seat' }) {
  if (!place.SeatID) return ''
  if (!place.Seat) return place.SeatID
  return [place.SeatSection, place.Row && `${words.row} ${place.Row}`, `${words.seat} ${place.Seat}`]
    .filter(Boolean)
    .join(', ')
}
