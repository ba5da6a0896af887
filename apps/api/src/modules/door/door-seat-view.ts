import type { DoorSeat } from '@mela/shared/door'
import { and, eq, sql } from 'drizzle-orm'
import { alias, type SelectedFields } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import {
  events,
  purchaseItems,
  purchases,
  seatingRows,
  seatingSections,
  seats,
  tickets,
  users,
} from '../../db/schema.ts'
import { admitsAtDoor } from '../inventory/seat-state.ts'

/** The account holding the purchase; the staff member who let a seat in is `users` itself. */
export const holders = alias(users, 'holder')

// The details typed at checkout or at the counter come first; a signed-in buyer typed none, so their account's.
const holderPhone = sql`coalesce(nullif(${purchases.buyer}->>'Phone', ''), ${holders.phone})`

const staffName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`

const doorSeatColumns = {
  id: purchaseItems.id,
  shortCode: purchaseItems.shortCode,
  section: tickets.section,
  category: tickets.category,
  ticketBn: sql<DoorSeat['Bn']>`${tickets.bn}`,
  admits: sql<boolean>`${admitsAtDoor}`,
  transferred: sql<boolean>`${purchaseItems.transferredAt} is not null`,
  checkedInAt: purchaseItems.checkedInAt,
  seatId: purchaseItems.seatId,
  seatSection: seatingSections.name,
  seatSectionBn: sql<string | null>`${seatingSections.bn}->>'Name'`,
  seatRow: seatingRows.label,
  seatNumber: seats.number,
  staffUsername: users.username,
  staffName,
  name: sql<
    string | null
  >`nullif(trim(coalesce(nullif(${purchases.buyer}->>'FirstName', ''), ${holders.firstName})), '')`,
  // Only the last 3 digits leave the server: enough to tell two Rahims apart, too little to call anyone.
  phoneEnd: sql<
    string | null
  >`nullif(right(regexp_replace(coalesce(${holderPhone}, ''), '[^0-9]', '', 'g'), 3), '')`,
}

type DoorSeatRow = {
  id: string
  shortCode: string
  section: string
  category: string
  ticketBn: DoorSeat['Bn']
  admits: boolean
  transferred: boolean
  checkedInAt: Date | null
  seatId: string | null
  seatSection: string | null
  seatSectionBn: string | null
  seatRow: string | null
  seatNumber: string | null
  staffUsername: string | null
  staffName: string | null
  name: string | null
  phoneEnd: string | null
}

/**
 * The event's seats as a door reads them, for the caller to narrow with `.where` and page; `more` adds
 * columns of the seat's own rows (its item, purchase and event) for a caller that decides on them.
 */
export const doorSeatQuery = <More extends SelectedFields = Record<never, never>>(db: Db, more?: More) =>
  db
    .select({ ...doorSeatColumns, ...(more as More) })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .innerJoin(events, eq(events.id, purchases.eventId))
    .innerJoin(tickets, eq(tickets.id, purchaseItems.ticketId))
    .innerJoin(holders, eq(holders.id, purchases.userId))
    .leftJoin(users, eq(users.id, purchaseItems.checkedInBy))
    // Reserved seating: the plan's section, row and number of the seat (none for general admission).
    .leftJoin(seats, and(eq(seats.eventId, purchases.eventId), eq(seats.id, purchaseItems.seatId)))
    .leftJoin(seatingRows, and(eq(seatingRows.eventId, seats.eventId), eq(seatingRows.id, seats.rowId)))
    .leftJoin(
      seatingSections,
      and(eq(seatingSections.eventId, seatingRows.eventId), eq(seatingSections.id, seatingRows.sectionId)),
    )

/**
 * A seat row as the door shows it. A seat refunded, being refunded, voided or passed on is `void`; one
 * passed on says so (TICKET_TRANSFERRED), so the door asks for the new holder's code instead of turning
 * them away as cancelled.
 */
export function toDoorSeat(row: DoorSeatRow): DoorSeat {
  return {
    ID: row.id,
    ShortCode: row.shortCode,
    Name: row.name,
    PhoneEnd: row.phoneEnd,
    Section: row.section,
    Category: row.category,
    // Only a ticket named in Bengali carries its names: an offline list of an English-only event stays as small.
    ...(row.ticketBn ? { Bn: row.ticketBn } : {}),
    Status: row.admits ? 'valid' : 'void',
    ...(!row.admits && row.transferred ? { Refusal: 'TICKET_TRANSFERRED' as const } : {}),
    CheckedInAt: row.checkedInAt?.toISOString() ?? null,
    CheckedInBy: row.checkedInAt ? (row.staffName ?? row.staffUsername) : null,
    // Only a reserved seat says where it sits: the offline list of a standing crowd stays as small as before.
    ...(row.seatId
      ? {
          SeatID: row.seatId,
          SeatSection: row.seatSection,
          // A door app in Bengali names the section as the buyer's Bengali ticket does.
          SeatSectionBn: row.seatSectionBn,
          Row: row.seatRow,
          Seat: row.seatNumber,
        }
      : {}),
  }
}
