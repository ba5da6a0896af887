import { ERROR_TEXTS } from '@mela/shared/error-codes'
import type { PurchaseInput } from '@mela/shared/purchase'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { rowFromJson } from '../../db/row-from-json.ts'
import { purchaseItems, purchases, tickets } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import type { EventRow } from '../../lib/event-access.ts'
import {
  isLockTimeout,
  lockTickets,
  seatsLeft,
  type TicketRow,
  ticketsWithHolds,
} from '../inventory/holds.ts'
import { refuseTakenSeats } from '../inventory/reserved-seats.ts'
import { type PricedOrder, priceOrder } from './pricing.ts'
import { chooseBestSeats } from './seat-pricing.ts'

/** `priced`: the order as refuseIfSoldOut priced it moments ago, so it is not priced twice. */
export type ReserveContext = { now: Date; holdMinutes: number; holdCap: number; priced?: PricedOrder }
export type Reservation = { purchase: typeof purchases.$inferSelect; order: PricedOrder }

export const NOT_ON_SALE = ERROR_TEXTS.NOT_ON_SALE
export const CODE_USED_UP = ERROR_TEXTS.CODE_USED_UP
export const NOT_FREE = ERROR_TEXTS.NOT_FREE

/** Why the database's seat check (mela_hold_seats, migration 0012) refused an order, with what the buyer is told. */
type HoldRefusal =
  | { code: 'ONLY_LEFT'; left: number; ticket: string }
  | { code: 'SEATS_IN_CARTS'; until: string }
  | { code: 'SOLD_OUT' | 'HOLD_CAP' | 'CODE_USED_UP' }
  | { code: 'OVER_LIMIT'; limit: number; ticket: string }
  | { code: 'SEAT_TAKEN'; seats: string }

function refusal(answer: HoldRefusal, ctx: ReserveContext) {
  switch (answer.code) {
    case 'ONLY_LEFT':
      return fail('ONLY_LEFT', 409, { left: answer.left, ticket: answer.ticket })
    case 'SEATS_IN_CARTS':
      return fail('SEATS_IN_CARTS', 409, { minutes: minutesUntil(new Date(answer.until), ctx.now) })
    case 'OVER_LIMIT':
      return fail('OVER_LIMIT', 409, { limit: answer.limit, ticket: answer.ticket })
    case 'HOLD_CAP':
      return fail('HOLD_CAP', 409, { cap: ctx.holdCap })
    case 'CODE_USED_UP':
      return FieldErrors({ DiscountCode: CODE_USED_UP })
    case 'SEAT_TAKEN':
      return fail('SEAT_TAKEN', 409, { seats: answer.seats })
    default:
      return fail('SOLD_OUT', 409)
  }
}

/**
 * Holds the chosen seats for `holdMinutes`. The decision and the writes are one call to the database
 * (mela_hold_seats): ticket rows locked in ID order, seats left = capacity − sold − active holds,
 * LimitPerUser and the per-event hold cap counted for this buyer, discount uses counted under the
 * discount's lock, then the purchase and one row per seat. Pricing, answers and the buyer's account are
 * settled before it, so nothing waits on the app server while a ticket row is locked. Free orders are
 * paid at once.
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

  const request = {
    eventId: event.id,
    userId,
    guestEmail: input.Buyer?.Email ?? null,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + ctx.holdMinutes * 60_000).toISOString(),
    free: method === 'free',
    holdCap: ctx.holdCap,
    seatCount: seatCount(order.seats) + order.best.reduce((sum, line) => sum + line.quantity, 0),
    discountId: order.discount?.id ?? null,
    demand: Object.fromEntries(order.demand),
    seats: order.seats,
    paymentMethod: method,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    total: order.total,
    lines: order.lines,
    answers: input.Answers,
    buyer: input.Buyer ?? null,
  }
  const answer = order.best.length
    ? await holdBestAvailable(db, event.id, order, request, now)
    : await holdSeats(db, request)
  if (!('purchase' in answer)) throw refusal(answer, ctx)
  return { purchase: rowFromJson(purchases, answer.purchase), order }
}

const LOOK_SPREAD = 8

/**
 * Best available: seats are first chosen from a look without locks and held in one call like picked
 * seats (the hold checks them under the locks), so the ticket is never locked while 2,000 seats are
 * read. When other buyers took them twice, the choice is made again under the tickets' locks, in the
 * transaction that holds them: a group is never split while a run is left.
 */
async function holdBestAvailable(db: Db, eventId: string, order: PricedOrder, request: object, now: Date) {
  for (let attempt = 0; attempt < 2; attempt++) {
    // The best first; after losing them to another buyer, one of the best eight at random, so a crowd
    // that looked at once does not all reach for the same next seats. No run in the look: none now
    // either (seats are only taken meanwhile, but for a hold running out), so SEATS_NOT_TOGETHER goes
    // out without queueing for the locks.
    const spread = attempt === 0 ? 1 : LOOK_SPREAD
    const chosen = await chooseBestSeats(db, eventId, order, now, spread)
    const answer = await holdSeats(db, { ...request, seats: [...order.seats, ...chosen] })
    if (!('code' in answer) || answer.code !== 'SEAT_TAKEN') return answer
  }
  return db.transaction(async (tx) => {
    await lockTickets(tx, [...order.demand.keys()])
    const chosen = await chooseBestSeats(tx, eventId, order, now)
    return holdSeats(tx, { ...request, seats: [...order.seats, ...chosen] })
  })
}

async function holdSeats(
  db: Db,
  request: object,
): Promise<{ purchase: Record<string, unknown> } | HoldRefusal> {
  try {
    const result = (await db.execute(
      sql`select mela_hold_seats(${JSON.stringify(request)}::jsonb) as answer`,
    )) as unknown as { rows: { answer: { purchase: Record<string, unknown> } | HoldRefusal }[] }
    const answer = result.rows[0]?.answer
    if (!answer) throw new Error('The seat check gave no answer')
    return answer
  } catch (error) {
    if (isLockTimeout(error)) throw fail('BUSY', 503)
    throw error
  }
}

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))

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
  // The chosen tickets are read once, with their holds, for both the price and the look; only a
  // bundle's tickets are read again.
  const chosen = await ticketsWithHolds(
    db,
    input.Tickets.map((line) => line.TicketID),
    now,
  )
  const order = await priceOrder(db, event.id, input, now, chosen.rows)
  const ticketIds = [...order.demand.keys()]
  const look = ticketIds.every((id) => chosen.held.has(id))
    ? chosen
    : await ticketsWithHolds(db, ticketIds, now)
  const rows = look.rows.filter((row) => order.demand.has(row.id))
  await refuseWhatDoesNotFit(db, rows, look.held, order, now, look.firstHoldEnds)
  const picked = order.seats.flatMap((seat) => (seat.seatId ? [seat.seatId] : []))
  await refuseTakenSeats(db, event.id, picked, now, { lock: false })
  return order
}

const seatCount = (seats: PricedOrder['seats']) => seats.reduce((sum, seat) => sum + seat.quantity, 0)

export function refuseIfNotOnSale(event: EventRow, now: Date) {
  if (!event.publishedAt || event.hiddenAt || event.endsAt <= now) throw fail('NOT_ON_SALE', 409)
}

/**
 * Refuses an order that does not fit what is left. A sold-out ticket whose last seats sit only in
 * other buyers' carts says when the first of those holds runs out: from `firstHoldEnds` when the caller
 * read it already, else looked up on refusal only, so an order that fits costs nothing more.
 */
export async function refuseWhatDoesNotFit(
  db: Db,
  rows: TicketRow[],
  held: Map<string, number>,
  order: PricedOrder,
  now: Date,
  firstHoldEnds?: Map<string, Date>,
) {
  for (const ticket of rows) {
    const left = seatsLeft(ticket, held)
    if ((order.demand.get(ticket.id) ?? 0) <= left) continue
    if (left > 0) throw fail('ONLY_LEFT', 409, { left, ticket: `${ticket.section} ${ticket.category}` })
    if (ticket.sold < ticket.capacity && (held.get(ticket.id) ?? 0) > 0) {
      const known = firstHoldEnds?.get(ticket.id)
      if (known) throw fail('SEATS_IN_CARTS', 409, { minutes: minutesUntil(known, now) })
      const [first] = await db
        .select({ until: sql<Date | string>`min(${purchaseItems.heldUntil})` })
        .from(purchaseItems)
        .where(and(eq(purchaseItems.ticketId, ticket.id), gt(purchaseItems.heldUntil, now)))
      const until = first?.until ? new Date(first.until) : undefined
      if (until) throw fail('SEATS_IN_CARTS', 409, { minutes: minutesUntil(until, now) })
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
