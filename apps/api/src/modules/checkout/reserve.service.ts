import { ERROR_TEXTS } from '@mela/shared/error-codes'
import type { PurchaseInput } from '@mela/shared/purchase'
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { discounts, purchaseItems, purchases, tickets, users } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import type { EventRow } from '../events/event-access.ts'
import { activeHolds, lockTickets, seatsLeft, type TicketRow } from './holds.ts'
import { overLimit, type PricedOrder, priceOrder } from './pricing.ts'

/** `priced`: the order as refuseIfSoldOut priced it moments ago, so it is not priced twice. */
export type ReserveContext = { now: Date; holdMinutes: number; holdCap: number; priced?: PricedOrder }
export type Reservation = { purchase: typeof purchases.$inferSelect; order: PricedOrder }

export const NOT_ON_SALE = ERROR_TEXTS.NOT_ON_SALE
export const CODE_USED_UP = ERROR_TEXTS.CODE_USED_UP
export const NOT_FREE = ERROR_TEXTS.NOT_FREE

/**
 * The buyer's purchases: the user's own, and for a guest those of every guest with the same phone or
 * the same e-mail address, so an anonymous buyer cannot dodge LimitPerUser or the hold cap by checking out again.
 */
const purchasesOfBuyer = (userId: string, guestEmail: string | undefined) => sql`(${purchases.userId} in (
  select ${users.id} from ${users}
  where ${users.id} = ${userId}
     or (${users.kind} = 'guest' and ${users.phone} = (
       select guest.phone from ${users} guest where guest.id = ${userId} and guest.kind = 'guest')))
  or (${guestEmail ?? null}::text is not null and lower(${purchases.buyer}->>'Email') = lower(${guestEmail ?? null})))`

/**
 * What the buyer already has of this event, in one query (it runs while the ticket rows are
 * locked, so every round trip here slows the whole sale): seats per ticket paid or actively held
 * (LimitPerUser), and seats on hold across the event (the hold cap).
 */
async function seatsOfBuyer(
  tx: Db,
  userId: string,
  guestEmail: string | undefined,
  eventId: string,
  now: Date,
) {
  const holding = and(eq(purchases.status, 'pending'), gt(purchases.expiresAt, now))
  const rows = await tx
    .select({
      ticketId: purchaseItems.ticketId,
      seats: sql<number>`count(*) filter (where ${or(eq(purchases.status, 'paid'), holding)})`.mapWith(
        Number,
      ),
      held: sql<number>`count(*) filter (where ${holding})`.mapWith(Number),
    })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(and(purchasesOfBuyer(userId, guestEmail), eq(purchases.eventId, eventId)))
    .groupBy(purchaseItems.ticketId)
  return {
    perTicket: new Map(rows.map((row) => [row.ticketId, row.seats])),
    held: rows.reduce((sum, row) => sum + row.held, 0),
  }
}

// Uses are purchases that are paid or still holding: a code cannot be hoarded by abandoned checkouts.
async function checkDiscountUses(tx: Db, discountId: string, now: Date) {
  const [discount] = await tx.select().from(discounts).where(eq(discounts.id, discountId)).for('update')
  const [uses] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchases)
    .where(
      and(
        eq(purchases.discountId, discountId),
        or(eq(purchases.status, 'paid'), and(eq(purchases.status, 'pending'), gt(purchases.expiresAt, now))),
      ),
    )
  if (!discount || (uses?.n ?? 0) >= discount.maxUses) throw FieldErrors({ DiscountCode: CODE_USED_UP })
}

/**
 * Holds the chosen seats for `holdMinutes` in one transaction: ticket rows locked in ID order,
 * seats left = capacity − sold − active holds, LimitPerUser and the per-event hold cap counted for
 * this user, discount uses counted under the discount's lock. Free orders are paid at once.
 */
export async function reservePurchase(
  db: Db,
  event: EventRow,
  userId: string,
  input: PurchaseInput,
  ctx: ReserveContext,
): Promise<Reservation> {
  const { now } = ctx
  refuseIfNotOnSale(event, now)
  const order = ctx.priced ?? (await priceOrder(db, event.id, input, now))
  const method = order.total === 0 ? 'free' : input.PaymentMethod
  if (method === 'free' && order.total > 0) throw FieldErrors({ PaymentMethod: NOT_FREE })

  const purchase = await db.transaction(async (tx) => {
    const locked = await lockTickets(tx, [...order.demand.keys()])
    const held = await activeHolds(tx, [...order.demand.keys()], now)
    await refuseWhatDoesNotFit(tx, locked, held, order, now)
    const mine = await seatsOfBuyer(tx, userId, input.Buyer?.Email, event.id, now)
    for (const ticket of locked) {
      const wanted = order.demand.get(ticket.id) ?? 0
      if (ticket.limitPerUser && (mine.perTicket.get(ticket.id) ?? 0) + wanted > ticket.limitPerUser) {
        throw overLimit(ticket)
      }
    }
    if (method !== 'free' && mine.held + seatCount(order) > ctx.holdCap)
      throw fail('HOLD_CAP', 409, { cap: ctx.holdCap })
    if (order.discount) await checkDiscountUses(tx, order.discount.id, now)

    const [row] = await tx
      .insert(purchases)
      .values({
        eventId: event.id,
        userId,
        status: method === 'free' ? 'paid' : 'pending',
        paymentMethod: method,
        subtotal: order.subtotal,
        discountAmount: order.discountAmount,
        total: order.total,
        discountId: order.discount?.id,
        lines: order.lines,
        answers: input.Answers,
        buyer: input.Buyer ?? null,
        expiresAt: new Date(now.getTime() + ctx.holdMinutes * 60_000),
        paidAt: method === 'free' ? now : null,
        createdAt: now,
      })
      .returning()
    if (!row) throw new Error('Purchase was not created')
    const heldUntil = row.status === 'pending' ? row.expiresAt : null
    await tx
      .insert(purchaseItems)
      .values(
        order.seats.flatMap(({ quantity, ...seat }) =>
          Array.from({ length: quantity }, () => ({ ...seat, purchaseId: row.id, heldUntil })),
        ),
      )
    if (method === 'free') await addSold(tx, order.demand)
    return row
  })
  return { purchase, order }
}

/**
 * A quick look without locks, before a guest account or a transaction is made: an order that does
 * not fit now is refused at once, which spares the locked path the crowd that arrives after a sell-out.
 * It never admits anything; the locked check in reservePurchase decides.
 */
export async function refuseIfSoldOut(
  db: Db,
  event: EventRow,
  input: PurchaseInput,
  now = new Date(),
): Promise<PricedOrder> {
  refuseIfNotOnSale(event, now)
  const order = await priceOrder(db, event.id, input, now)
  const ticketIds = [...order.demand.keys()]
  if (ticketIds.length === 0) return order
  const rows = await db.select().from(tickets).where(inArray(tickets.id, ticketIds))
  await refuseWhatDoesNotFit(db, rows, await activeHolds(db, ticketIds, now), order, now)
  return order
}

const seatCount = (order: PricedOrder) => order.seats.reduce((sum, seat) => sum + seat.quantity, 0)

export function refuseIfNotOnSale(event: EventRow, now: Date) {
  if (!event.publishedAt || event.hiddenAt || event.endsAt <= now) throw fail('NOT_ON_SALE', 409)
}

/**
 * Refuses an order that does not fit what is left. A sold-out ticket whose last seats sit only in
 * other buyers' carts says when the first of those holds runs out; that is looked up on refusal only,
 * so an order that fits costs nothing more.
 */
export async function refuseWhatDoesNotFit(
  db: Db,
  rows: TicketRow[],
  held: Map<string, number>,
  order: PricedOrder,
  now: Date,
) {
  for (const ticket of rows) {
    const left = seatsLeft(ticket, held)
    if ((order.demand.get(ticket.id) ?? 0) <= left) continue
    if (left > 0) throw fail('ONLY_LEFT', 409, { left, ticket: `${ticket.section} ${ticket.category}` })
    if (ticket.sold < ticket.capacity && (held.get(ticket.id) ?? 0) > 0) {
      const [first] = await db
        .select({ until: sql<Date | string>`min(${purchaseItems.heldUntil})` })
        .from(purchaseItems)
        .where(and(eq(purchaseItems.ticketId, ticket.id), gt(purchaseItems.heldUntil, now)))
      const until = first?.until ? new Date(first.until) : undefined
      if (until) {
        const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))
        throw fail('SEATS_IN_CARTS', 409, { minutes })
      }
    }
    throw fail('SOLD_OUT', 409)
  }
}

/** Counts seats as sold; the table's check constraint refuses to pass capacity whatever happens. */
export async function addSold(tx: Db, demand: Map<string, number>) {
  for (const [ticketId, seats] of [...demand].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(tickets)
      .set({ sold: sql`${tickets.sold} + ${seats}` })
      .where(eq(tickets.id, ticketId))
  }
}
