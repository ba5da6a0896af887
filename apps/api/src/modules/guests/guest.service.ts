import type { ErrorCode } from '@mela/shared/error-codes'
import type { GuestDetails } from '@mela/shared/guest'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { guests, purchases, tickets } from '../../db/schema.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { Conflict, FieldErrors, NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'
import { givePaidSeatsBack, takePaidSeats } from '../checkout/paid-seats.ts'
import type { PricedOrder } from '../checkout/priced-order.ts'
import { queuePurchaseConfirmation } from '../checkout/purchase-jobs.ts'
import { readSeatedChoice } from '../checkout/seat-pricing.ts'
import { lockLink, refuseOverQuota } from './guest-link.service.ts'

export type GuestRow = typeof guests.$inferSelect
type TicketRow = typeof tickets.$inferSelect

export type AddContext = { staffId: string; linkId?: string; now?: Date }

/** A guest's seats as an order paid by nobody: one ticket line at no price. */
function guestOrder(ticket: TicketRow, quantity: number, seatId?: string): PricedOrder {
  return {
    lines: [
      {
        Kind: 'ticket',
        ID: ticket.id,
        Name: `${ticket.section} ${ticket.category}`,
        Quantity: quantity,
        UnitPrice: 0,
        Amount: 0,
      },
    ],
    subtotal: 0,
    discountAmount: 0,
    total: 0,
    discount: null,
    demand: new Map([[ticket.id, quantity]]),
    seats: [{ ticketId: ticket.id, bundleId: null, price: 0, quantity, ...(seatId ? { seatId } : {}) }],
    best: [],
  }
}

/** The ticket type each guest comes in on: the one named, or the event's only one. */
async function ticketsFor(db: Db, eventId: string, list: GuestDetails[]) {
  const rows = await db.select().from(tickets).where(eq(tickets.eventId, eventId))
  const errors: Record<string, ErrorCode> = {}
  const chosen = list.map((guest, index) => {
    const key = list.length === 1 ? 'TicketID' : `Guests.${index}.TicketID`
    const ticket = guest.TicketID ? rows.find((row) => row.id === guest.TicketID) : undefined
    if (guest.TicketID && !ticket) errors[key] = 'ITEM_NOT_ON_SALE'
    if (!guest.TicketID && !guest.SeatID && rows.length !== 1) errors[key] = 'GUEST_TICKET_NEEDED'
    return ticket ?? rows[0]
  })
  if (Object.keys(errors).length > 0) throw FieldErrors(errors)
  return chosen as TicketRow[]
}

/**
 * Guests already added under these IDs; an ID of another event's guest is refused, and so is, through a
 * link, one the link did not add: a retry answers only what the same hands added, never someone else's contacts.
 */
async function existing(db: Db, eventId: string, ids: string[], linkId: string | undefined) {
  if (ids.length === 0) return []
  const rows = await db.select().from(guests).where(inArray(guests.id, ids))
  const theirs = (row: GuestRow) => row.eventId !== eventId || (linkId !== undefined && row.linkId !== linkId)
  if (rows.some(theirs)) throw Conflict('GUEST_ID_TAKEN')
  return rows
}

/**
 * Puts guests on an event's list, all or none, in one transaction: each guest's seats are taken like a
 * sale (the same locked capacity check, so a guest seat is never also sold) and paid by nobody. A guest
 * sent again with the same GuestID is answered, not added twice. Through a link, its quota bounds the
 * seats. Guests with a phone or an e-mail are sent their tickets.
 */
export async function addGuests(
  db: Db,
  eventId: string,
  list: GuestDetails[],
  ctx: AddContext,
): Promise<GuestRow[]> {
  const now = ctx.now ?? new Date()
  const chosen = await ticketsFor(db, eventId, list)
  const ids = list.flatMap((guest) => (guest.GuestID ? [guest.GuestID] : []))
  const run = () =>
    db.transaction(async (tx) => {
      const link = ctx.linkId ? await lockLink(tx, ctx.linkId) : undefined
      const before = await existing(tx, eventId, ids, ctx.linkId)
      const fresh = list.flatMap((guest, index) =>
        before.some((row) => row.id === guest.GuestID) ? [] : [{ guest, ticket: chosen[index] as TicketRow }],
      )
      if (link) refuseOverQuota(link, sumOf(fresh.map(({ guest }) => guest.Quantity)))
      const made: GuestRow[] = []
      for (const { guest, ticket } of fresh) made.push(await addOne(tx, eventId, guest, ticket, ctx, now))
      const rows = list.map(
        (guest) => before.find((row) => row.id === guest.GuestID) ?? (made.shift() as GuestRow),
      )
      return { rows, fresh: rows.filter((row) => !before.includes(row)) }
    })
  let outcome: Awaited<ReturnType<typeof run>>
  try {
    outcome = await run()
  } catch (error) {
    // Two copies of one request raced on the same GuestIDs: the first added them, the second finds them.
    if (ids.length === 0 || violatedUniqueConstraint(error) === undefined) throw error
    outcome = await run()
  }
  for (const row of outcome.fresh)
    if (row.phone || row.email) await queuePurchaseConfirmation(db, row.purchaseId)
  return outcome.rows
}

const sumOf = (numbers: number[]) => numbers.reduce((sum, n) => sum + n, 0)

/** One guest's seats taken and paid by nobody, and the guest on the list, inside the caller's transaction. */
async function addOne(
  tx: Db,
  eventId: string,
  guest: GuestDetails,
  ticket: TicketRow,
  ctx: AddContext,
  now: Date,
) {
  const recipient = {
    FirstName: guest.FirstName,
    LastName: guest.LastName,
    Phone: guest.Phone,
    Email: guest.Email,
  }
  // A guest given a seat comes in on that seat's ticket, alone.
  const seat = guest.SeatID
    ? (await readSeatedChoice(tx, eventId, { Seats: [guest.SeatID] })).picked[0]
    : undefined
  const order = seat ? guestOrder(seat.ticket, 1, seat.seatId) : guestOrder(ticket, guest.Quantity)
  const purchase = await takePaidSeats(tx, order, {
    method: 'guest',
    eventId,
    staffId: ctx.staffId,
    recipient,
    now,
  })
  const [row] = await tx
    .insert(guests)
    .values({
      ...(guest.GuestID ? { id: guest.GuestID } : {}),
      eventId,
      purchaseId: purchase.id,
      ticketId: (seat?.ticket ?? ticket).id,
      firstName: guest.FirstName,
      lastName: guest.LastName ?? null,
      phone: guest.Phone ?? null,
      email: guest.Email ?? null,
      quantity: seat ? 1 : guest.Quantity,
      addedBy: ctx.staffId,
      linkId: ctx.linkId ?? null,
      createdAt: now,
    })
    .returning()
  if (!row) throw new Error('Guest was not added')
  return row
}

/** A guest still on a list, by ID, or 404. */
export async function findGuest(db: Db, id: string): Promise<GuestRow> {
  const [row] = isUuid(id) ? await db.select().from(guests).where(eq(guests.id, id)) : []
  if (!row || row.removedAt) throw NotFound('GUEST_NOT_FOUND')
  return row
}

/**
 * Takes a guest off the list: their seats go back to the ticket and their codes stop working at the
 * door. A guest already let in stays (409). Removing twice answers as the first time.
 */
export async function removeGuest(db: Db, guestId: string, actorId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [guest] = await tx.select().from(guests).where(eq(guests.id, guestId)).for('update')
    if (!guest || guest.removedAt) return
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, guest.purchaseId))
      .for('update')
    await tx.update(guests).set({ removedAt: now }).where(eq(guests.id, guest.id))
    if (purchase?.status === 'paid')
      await givePaidSeatsBack(tx, purchase, {
        status: 'cancelled',
        action: 'guest-removed',
        actorId,
        now,
        admitted: () => Conflict('GUEST_CHECKED_IN'),
      })
  })
}
