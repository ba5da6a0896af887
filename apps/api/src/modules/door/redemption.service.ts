import { formatDate } from '@mela/shared/dates'
import type { RedeemableSeat, Redemption, RedemptionInput } from '@mela/shared/redemption'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  collectibles,
  purchaseItems,
  purchases,
  redemptions,
  ticketCollectibles,
  tickets,
  users,
} from '../../db/schema.ts'
import { Conflict, FieldErrors } from '../../lib/errors.ts'
import { pageOf } from '../../lib/paging.ts'
import { readTicketCode, ticketKeys } from '../../lib/ticket-code.ts'
import { seatStateOf } from '../inventory/seat-state.ts'

type Person = { first: string | null; last: string | null; username: string | null }
// A left-joined person is null when the collectible was not handed over yet.
const nameOf = (person: Person | null) =>
  person?.username ? [person.first, person.last].filter(Boolean).join(' ') || person.username : null
const staff = { first: users.firstName, last: users.lastName, username: users.username }

/** The ALREADY_REDEEMED refusal, with the time on Dhaka's clock as check-in words it. */
const alreadyRedeemed = (at: Date) =>
  Conflict('ALREADY_REDEEMED', { time: formatDate(at, 'd LLL yyyy h:mm a') })

/** The event a ticket code was signed for; 400 for a code that is not ours or names another seat. */
export async function eventOfCode(db: Db, itemId: string, code: string): Promise<string> {
  const named = readTicketCode(code, (await ticketKeys(db)).publicKey)
  if (!named || named.itemId !== itemId) throw FieldErrors({ Code: { code: 'NOT_A_TICKET' } })
  return named.eventId
}

/** A held seat of `eventId` named by a signed code: 400 for a foreign, forged, unpaid, refunded or passed-on one. */
async function paidSeat(db: Db, eventId: string, itemId: string, code: string) {
  if ((await eventOfCode(db, itemId, code)) !== eventId)
    throw FieldErrors({ Code: { code: 'TICKET_NOT_FOR_EVENT' } })
  const [seat] = await db
    .select({ item: purchaseItems, purchase: purchases, ticket: tickets })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .innerJoin(tickets, eq(tickets.id, purchaseItems.ticketId))
    .where(eq(purchaseItems.id, itemId))
    // A refund or transfer that runs at the same moment waits for the hand-over, or the hand-over sees it.
    .for('share', { of: purchaseItems })
  if (seat?.purchase.eventId !== eventId) throw FieldErrors({ Code: { code: 'NOT_A_TICKET' } })
  // Only the seat's current holder collects: not a code passed on, refunded, being refunded or voided.
  const state = seatStateOf(seat.item, seat.purchase.status)
  if (state === 'refunded' || state === 'refund-pending')
    throw FieldErrors({ Code: { code: state === 'refunded' ? 'TICKET_REFUNDED' : 'TICKET_BEING_REFUNDED' } })
  if (state !== 'sold' && state !== 'checked-in') throw FieldErrors({ Code: { code: 'NOT_A_TICKET' } })
  return seat
}

/** What the redeem screen shows for a scanned seat: who holds it and its collectibles, handed over or not. */
export async function redeemableSeat(
  db: Db,
  query: { eventId: string; itemId: string; code: string },
): Promise<RedeemableSeat> {
  const { item, purchase, ticket } = await paidSeat(db, query.eventId, query.itemId, query.code)
  const [buyer] = await db.select({ first: users.firstName }).from(users).where(eq(users.id, purchase.userId))
  const rows = await db
    .select({ collectible: collectibles, redeemedAt: redemptions.redeemedAt, staff })
    .from(ticketCollectibles)
    .innerJoin(collectibles, eq(collectibles.id, ticketCollectibles.collectibleId))
    .leftJoin(
      redemptions,
      and(eq(redemptions.collectibleId, collectibles.id), eq(redemptions.purchaseItemId, item.id)),
    )
    .leftJoin(users, eq(users.id, redemptions.redeemedBy))
    .where(eq(ticketCollectibles.ticketId, ticket.id))
    .orderBy(asc(collectibles.createdAt), asc(collectibles.id))
  const typed = (purchase.buyer as { FirstName?: string } | null)?.FirstName
  return {
    ItemID: item.id,
    Section: ticket.section,
    Category: ticket.category,
    Bn: (ticket.bn as RedeemableSeat['Bn']) ?? null,
    FirstName: typed ?? buyer?.first ?? null,
    Collectibles: rows.map((row) => ({
      ID: row.collectible.id,
      Name: row.collectible.name,
      Description: row.collectible.description,
      RedeemedAt: row.redeemedAt?.toISOString() ?? null,
      RedeemedBy: nameOf(row.staff),
    })),
  }
}

/**
 * Hands one collectible of one seat over, once: the unique index on (seat, collectible) decides
 * between two phones tapping at once, and the second hears when the first one did it (409).
 */
export async function redeem(
  db: Db,
  eventId: string,
  input: RedemptionInput,
  ctx: { staffId: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const { item } = await paidSeat(tx, eventId, input.PurchaseItemID, input.Code)
    const [onTicket] = await tx
      .select({ id: ticketCollectibles.collectibleId })
      .from(ticketCollectibles)
      .where(
        and(
          eq(ticketCollectibles.ticketId, item.ticketId),
          eq(ticketCollectibles.collectibleId, input.CollectibleID),
        ),
      )
    if (!onTicket) throw FieldErrors({ CollectibleID: { code: 'COLLECTIBLE_NOT_ON_TICKET' } })
    const [made] = await tx
      .insert(redemptions)
      .values({
        purchaseItemId: item.id,
        collectibleId: input.CollectibleID,
        eventId,
        redeemedBy: ctx.staffId,
        redeemedAt: ctx.now ?? new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: redemptions.id })
    if (!made) {
      const [earlier] = await tx
        .select({ at: redemptions.redeemedAt })
        .from(redemptions)
        .where(
          and(eq(redemptions.purchaseItemId, item.id), eq(redemptions.collectibleId, input.CollectibleID)),
        )
      throw alreadyRedeemed(earlier?.at ?? new Date())
    }
    return made.id
  })
}

const toRedemption = (row: {
  redemption: typeof redemptions.$inferSelect
  name: string
  ticket: typeof tickets.$inferSelect
  staff: Person | null
}): Redemption => ({
  ID: row.redemption.id,
  CollectibleID: row.redemption.collectibleId,
  CollectibleName: row.name,
  PurchaseItemID: row.redemption.purchaseItemId,
  Section: row.ticket.section,
  Category: row.ticket.category,
  Bn: (row.ticket.bn as Redemption['Bn']) ?? null,
  RedeemedAt: row.redemption.redeemedAt.toISOString(),
  RedeemedBy: nameOf(row.staff),
})

function redemptionRows(db: Db, where: SQL | undefined) {
  return db
    .select({ redemption: redemptions, name: collectibles.name, ticket: tickets, staff })
    .from(redemptions)
    .innerJoin(collectibles, eq(collectibles.id, redemptions.collectibleId))
    .innerJoin(purchaseItems, eq(purchaseItems.id, redemptions.purchaseItemId))
    .innerJoin(tickets, eq(tickets.id, purchaseItems.ticketId))
    .leftJoin(users, eq(users.id, redemptions.redeemedBy))
    .where(where)
    .$dynamic()
}

/** One redemption as the list shows it. */
export async function findRedemption(db: Db, id: string): Promise<Redemption> {
  const [row] = await redemptionRows(db, eq(redemptions.id, id))
  if (!row) throw new Error('Redemption is missing')
  return toRedemption(row)
}

/** An event's redemptions, newest first, with the seat, the collectible and who handed it over. */
export async function listRedemptions(
  db: Db,
  eventId: string,
  page: { Page: number; PageSize: number },
): Promise<{ Items: Redemption[]; Total: number }> {
  const where = eq(redemptions.eventId, eventId)
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(redemptions)
    .where(where)
  const rows = await redemptionRows(db, where)
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id))
    .limit(page.PageSize)
    .offset(pageOf(page))
  return { Items: rows.map(toRedemption), Total: count?.total ?? 0 }
}
