import type { Guest, GuestTicket } from '@mela/shared/guest'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { guests, tickets, users } from '../../db/schema.ts'
import { containing, pageOf } from '../../lib/paging.ts'
import { activeHolds, seatsLeft } from '../inventory/holds.ts'

type ListOptions = {
  Page: number
  PageSize: number
  Search?: string
  /** A promoter's link: only the guests it added are listed, counted and searched (the team reads all). */
  linkId?: string
}

// Spelled out: inside the subquery both tables have a purchase_id, and the outer one must be meant.
const seatsIn = sql<number>`(select count(*) from purchase_items pi
  where pi.purchase_id = "guests"."purchase_id" and pi.checked_in_at is not null)`.mapWith(Number)

const addedByName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`

/** Guests with what the list shows beside them: the ticket's name, who added them, seats let in. */
const guestRows = (db: Db) =>
  db
    .select({
      guest: guests,
      ticket: sql<string>`concat_ws(' ', ${tickets.section}, ${tickets.category})`,
      addedBy: addedByName,
      checkedIn: seatsIn,
    })
    .from(guests)
    .innerJoin(tickets, eq(tickets.id, guests.ticketId))
    .innerJoin(users, eq(users.id, guests.addedBy))

/** The event's guests still on the list, newest first, with the list's seat totals. */
export async function listGuests(db: Db, eventId: string, options: ListOptions) {
  const { Page, PageSize, Search } = options
  const onList = and(
    eq(guests.eventId, eventId),
    isNull(guests.removedAt),
    options.linkId ? eq(guests.linkId, options.linkId) : undefined,
  )
  const where = and(
    onList,
    containing(Search, [guests.firstName, guests.lastName, guests.phone, guests.email]),
  )
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(guests)
    .where(where)
  const [totals] = await db
    .select({
      seats: sql<number>`coalesce(sum(${guests.quantity}), 0)`.mapWith(Number),
      checkedIn: sql<number>`coalesce(sum(${seatsIn}), 0)`.mapWith(Number),
    })
    .from(guests)
    .where(onList)
  const rows = await guestRows(db)
    .where(where)
    .orderBy(desc(guests.createdAt), desc(guests.id))
    .limit(PageSize)
    .offset(pageOf({ Page, PageSize }))
  return {
    Items: rows.map((row): Guest => toGuest(row.guest, row)),
    Total: count?.total ?? 0,
    Seats: totals?.seats ?? 0,
    CheckedIn: totals?.checkedIn ?? 0,
  }
}

/** A guest row as the API shows it. */
export function toGuest(
  row: typeof guests.$inferSelect,
  extra: { ticket: string; addedBy: string; checkedIn: number },
): Guest {
  return {
    ID: row.id,
    EventID: row.eventId,
    PurchaseID: row.purchaseId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Phone: row.phone,
    Email: row.email,
    TicketID: row.ticketId,
    Ticket: extra.ticket,
    Quantity: row.quantity,
    CheckedIn: extra.checkedIn,
    AddedBy: extra.addedBy,
    LinkID: row.linkId,
    CreatedAt: row.createdAt.toISOString(),
  }
}

/** Guests by ID as the API shows them, in the order asked. */
export async function guestsByIds(db: Db, ids: string[]): Promise<Guest[]> {
  if (ids.length === 0) return []
  const rows = await guestRows(db).where(inArray(guests.id, ids))
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.guest.id === id)
    return row ? [toGuest(row.guest, row)] : []
  })
}

/** The event's ticket types a guest can come in on, with the seats still free on each. */
export async function guestTickets(db: Db, eventId: string, now = new Date()): Promise<GuestTicket[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.createdAt))
  const held = await activeHolds(
    db,
    rows.map((row) => row.id),
    now,
  )
  return rows.map((row) => ({
    ID: row.id,
    Name: `${row.section} ${row.category}`,
    Left: Math.max(0, seatsLeft(row, held)),
  }))
}
