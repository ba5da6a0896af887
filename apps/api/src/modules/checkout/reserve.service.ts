import { takaToPoisha } from '@mela/shared/money'
import type { PurchaseInput } from '@mela/shared/purchase'
import type { Db } from '../../db/database.ts'
import { rowFromJson } from '../../db/row-from-json.ts'
import { purchaseItems, purchases, tickets, users } from '../../db/schema.ts'
import { AppError, FieldErrors, fail } from '../../lib/errors.ts'
import type { EventRow } from '../../lib/event-access.ts'
import { holdSeconds, holdsRefused, holdsStarted } from '../../lib/metrics.ts'
import type { Limit } from '../../lib/rate-limit.ts'
import { tooManyRequests } from '../../lib/rate-limit.ts'
import { holdBestAvailable } from './best-available-hold.ts'
import { askForPhoneCode } from './guest-phone.ts'
import { holdPickedSeats } from './picked-seats-hold.ts'
import type { BestLine, PricedOrder } from './priced-order.ts'
import { priceOrder } from './pricing.ts'
import type { ItemWithTicket } from './purchase-view.ts'
import { minutesUntil } from './seats-left-refusal.ts'
import type { StartPurchaseRefusal, StartPurchaseRequest } from './start-purchase-request.ts'

/**
 * `priced`: the order as the caller priced it moments ago, so it is not priced twice (tests leave it out).
 * The rest is written in the hold's own transaction (mela_start_purchase): the purchase `limits` counted,
 * a guest's `phoneToProve` checked, the `queuePlace`'s pass spent, the `guest`'s account and `session`.
 */
export type ReserveContext = {
  now: Date
  holdMinutes: number
  holdCap: number
  priced?: PricedOrder
  limits?: Limit[]
  phoneToProve?: string
  queuePlace?: string
  guest?: { username: string; firstName: string; lastName: string; phone: string; language: string }
  session?: { tokenHash: string; userAgent: string | null; expiresAt: Date }
}
export type Reservation = {
  purchase: typeof purchases.$inferSelect
  order: PricedOrder
  items: ItemWithTicket[]
  guest?: typeof users.$inferSelect
}

/**
 * Holds the chosen seats for `holdMinutes`, for `userId` or for a new guest (ctx.guest). The decision and
 * every write are one call to the database (mela_start_purchase, src/db/functions/hold.sql): ticket rows
 * locked in ID order, the event still on sale, prices checked against the rows, seats left = capacity −
 * sold − active holds, LimitPerUser and the per-event hold cap counted for this buyer, discount uses
 * counted under the discount's lock, then the purchase and one row per seat. Pricing and answers are
 * settled before it, so nothing waits on the app server while a ticket row is locked. Free orders are paid
 * at once.
 */
export async function reservePurchase(
  db: Db,
  event: EventRow,
  userId: string | undefined,
  input: PurchaseInput,
  ctx: ReserveContext,
): Promise<Reservation> {
  const timer = holdSeconds.startTimer()
  try {
    const reservation = await holdSeats(db, event, userId, input, ctx)
    holdsStarted.inc()
    return reservation
  } catch (error) {
    holdsRefused.inc({ reason: error instanceof AppError ? error.code : 'ERROR' })
    throw error
  } finally {
    timer()
  }
}

async function holdSeats(
  db: Db,
  event: EventRow,
  userId: string | undefined,
  input: PurchaseInput,
  ctx: ReserveContext,
): Promise<Reservation> {
  const { now } = ctx
  const order = ctx.priced ?? (await priceOrder(db, event.id, input, now))
  const request = startPurchaseRequest(event, userId, input, order, ctx)
  let held = order
  let answer = order.best.length
    ? await holdBestAvailable(db, event.id, order, request, now)
    : await holdPickedSeats(db, event.id, order, request, now)
  const instead = answer.code === 'SEAT_TAKEN' && input.ElseBestAvailable ? bestInstead(order) : undefined
  if (instead) {
    // A statement that refused the seats counted the limits already; a refusal from the snapshot did not.
    const limits = answer.code === 'SEAT_TAKEN' && answer.fromSnapshot ? request.limits : []
    held = instead
    answer = await holdBestAvailable(db, event.id, instead, { ...request, seats: instead.seats, limits }, now)
  }
  if (answer.code === 'PHONE_CODE_NEEDED')
    return askForPhoneCode(db, { id: answer.holder, language: answer.language }, ctx.phoneToProve ?? '', now)
  if (answer.code) throw refusal(answer, ctx)
  return {
    purchase: rowFromJson(purchases, answer.purchase),
    order: held,
    items: answer.items.map(({ item, ticket, place }) => ({
      item: rowFromJson(purchaseItems, item),
      ticket: rowFromJson(tickets, ticket),
      place,
    })),
    guest: answer.guest ? rowFromJson(users, answer.guest) : undefined,
  }
}

/** What the hold rule is asked (start-purchase-request.ts): the priced order, the buyer and the writes. */
function startPurchaseRequest(
  event: EventRow,
  userId: string | undefined,
  input: PurchaseInput,
  order: PricedOrder,
  ctx: ReserveContext,
): StartPurchaseRequest {
  const method = order.total === 0 ? 'free' : input.PaymentMethod
  if (method === 'free' && order.total > 0) throw FieldErrors({ PaymentMethod: 'NOT_FREE' })
  return {
    eventId: event.id,
    userId: userId ?? null,
    guestEmail: input.Buyer?.Email ?? null,
    now: ctx.now.toISOString(),
    expiresAt: new Date(ctx.now.getTime() + ctx.holdMinutes * 60_000).toISOString(),
    free: method === 'free',
    holdCap: ctx.holdCap,
    seatCount: seatCount(order.seats) + order.best.reduce((sum, line) => sum + line.quantity, 0),
    discountId: order.discount?.id ?? null,
    demand: Object.fromEntries(order.demand),
    seats: order.seats,
    bundlePrices: bundlePrices(order),
    paymentMethod: method,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    total: order.total,
    lines: order.lines,
    answers: input.Answers,
    buyer: input.Buyer ?? null,
    limits: ctx.limits ?? [],
    phoneToProve: ctx.phoneToProve ?? null,
    queuePlace: ctx.queuePlace ?? null,
    guest: ctx.guest ?? null,
    session: ctx.session ? { ...ctx.session, expiresAt: ctx.session.expiresAt.toISOString() } : null,
  }
}

function refusal(answer: Exclude<StartPurchaseRefusal, { code: 'PHONE_CODE_NEEDED' }>, ctx: ReserveContext) {
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
      return FieldErrors({ DiscountCode: 'CODE_USED_UP' })
    case 'SEAT_TAKEN':
      return fail('SEAT_TAKEN', 409, { seats: answer.seats })
    case 'SEATS_TO_PICK':
      return fail('SEATS_TO_PICK', 409, { name: answer.name })
    case 'RATE_LIMITED':
      return tooManyRequests()
    case 'QUEUE_REQUIRED':
      return fail('QUEUE_REQUIRED', 403)
    case 'NOT_ON_SALE':
    case 'PRICE_CHANGED':
      return fail(answer.code, 409)
    default:
      return fail('SOLD_OUT', 409)
  }
}

/**
 * "These seats, else best available" (ElseBestAvailable): the order with its picked seats turned into
 * best-available lines of as many seats of each of their tickets, at the prices they were priced at; its
 * lines, demand and total are the same. Undefined when it picked none.
 */
function bestInstead(order: PricedOrder): PricedOrder | undefined {
  const perTicket = new Map<string, BestLine>()
  for (const seat of order.seats) {
    if (!seat.seatId) continue
    const line = perTicket.get(seat.ticketId)
    if (line) line.quantity += 1
    else
      perTicket.set(seat.ticketId, {
        ticketId: seat.ticketId,
        bundleId: null,
        quantity: 1,
        price: seat.price,
      })
  }
  if (perTicket.size === 0) return undefined
  const seats = order.seats.filter((seat) => !seat.seatId)
  return { ...order, seats, best: [...order.best, ...perTicket.values()] }
}

/** The price of each bundle the order was priced with, for the hold to check against the rows. */
const bundlePrices = (order: PricedOrder) =>
  Object.fromEntries(
    order.lines
      .filter((line) => line.Kind === 'bundle')
      .map((line) => [line.ID, takaToPoisha(line.UnitPrice)]),
  )
const seatCount = (seats: PricedOrder['seats']) => seats.reduce((sum, seat) => sum + seat.quantity, 0)
