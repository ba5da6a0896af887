import { poishaToTaka } from '@mela/shared/money'
import type { QuoteInput, QuoteLine } from '@mela/shared/purchase'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { bundles, bundleTickets, discounts, discountTickets, tickets } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import type { BestLine, DiscountRow, KnownRows, PricedOrder, PricedSeats } from './priced-order.ts'
import { readSeatedChoice, seatedTickets, seatsToPick } from './seat-pricing.ts'

type Selection = Pick<QuoteInput, 'Tickets' | 'Bundles' | 'DiscountCode' | 'Seats' | 'BestAvailable'>
type TicketRow = typeof tickets.$inferSelect
const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)

/**
 * Prices a buyer's choice without holding anything: tickets and bundles at their prices, and a
 * discount code checked for expiry, minimum tickets and applicable (never free) tickets.
 * Uses is checked by the caller, under a lock, when it matters.
 */
export async function priceOrder(
  db: Db,
  eventId: string,
  selection: Selection,
  now: Date,
  known?: KnownRows,
): Promise<PricedOrder> {
  const ticketIds = selection.Tickets.map((line) => line.TicketID)
  const bundleIds = selection.Bundles.map((line) => line.BundleID)
  const ticketRows = (known?.tickets ?? (await readTickets(db, ticketIds))).filter(
    (row) => row.eventId === eventId,
  )
  const bundleRows = known
    ? known.bundles.filter((row) => bundleIds.includes(row.id))
    : bundleIds.length
      ? await db
          .select()
          .from(bundles)
          .where(and(eq(bundles.eventId, eventId), inArray(bundles.id, bundleIds)))
      : []
  const parts = known
    ? known.parts.filter((part) => bundleIds.includes(part.bundleId))
    : bundleIds.length
      ? await db.select().from(bundleTickets).where(inArray(bundleTickets.bundleId, bundleIds))
      : []

  // Seated tickets (on the plan) are bought by seat: a bare quantity of one is refused, and a bundle's
  // seated part gets its seats by best available.
  const seated =
    known?.seated ?? (await seatedTickets(db, [...ticketIds, ...parts.map((part) => part.ticketId)]))
  const lines: QuoteLine[] = []
  const demand = new Map<string, number>()
  const seats: PricedSeats[] = []
  const bundleBest: BestLine[] = []
  const ticketSeats = new Map<string, { quantity: number; price: number }>()

  for (const line of selection.Tickets) {
    const ticket = ticketRows.find((row) => row.id === line.TicketID)
    if (!ticket) throw FieldErrors({ Tickets: 'ITEM_NOT_ON_SALE' })
    if (seated.has(ticket.id)) throw seatsToPick(ticket)
    add(demand, ticket.id, line.Quantity)
    ticketSeats.set(ticket.id, {
      quantity: (ticketSeats.get(ticket.id)?.quantity ?? 0) + line.Quantity,
      price: ticket.price,
    })
    seats.push({ ticketId: ticket.id, bundleId: null, price: ticket.price, quantity: line.Quantity })
    lines.push(
      quoteLine('ticket', ticket.id, `${ticket.section} ${ticket.category}`, line.Quantity, ticket.price),
    )
  }
  for (const line of selection.Bundles) {
    const bundle = bundleRows.find((row) => row.id === line.BundleID)
    const contents = parts.filter((part) => part.bundleId === line.BundleID)
    if (!bundle || contents.length === 0) throw FieldErrors({ Bundles: 'ITEM_NOT_ON_SALE' })
    const seatsPerBundle = contents.reduce((sum, part) => sum + part.quantity, 0)
    for (const part of contents) {
      add(demand, part.ticketId, part.quantity * line.Quantity)
      // A bundle's price is spread over its seats so refunds and reports can speak per seat.
      const seatPrice = Math.floor(bundle.price / seatsPerBundle)
      const priced = { ticketId: part.ticketId, bundleId: bundle.id, price: seatPrice }
      if (!seated.has(part.ticketId)) seats.push({ ...priced, quantity: part.quantity * line.Quantity })
      // Each bundle bought sits together: its seats of one ticket are a run of their own.
      else for (let n = 0; n < line.Quantity; n++) bundleBest.push({ ...priced, quantity: part.quantity })
    }
    lines.push(quoteLine('bundle', bundle.id, bundle.name, line.Quantity, bundle.price))
  }
  const best = await priceSeats(db, eventId, selection, { lines, demand, seats, ticketSeats }, now, known)
  // Bundles first: their runs are the larger, the harder to place.
  best.unshift(...bundleBest)

  const subtotal = lines.reduce((sum, line) => sum + line.Amount, 0)
  const { discount, discountAmount } = await applyDiscount(
    db,
    eventId,
    selection.DiscountCode,
    ticketSeats,
    now,
  )
  return {
    lines: lines.map((line) => ({
      ...line,
      UnitPrice: poishaToTaka(line.UnitPrice),
      Amount: poishaToTaka(line.Amount),
    })),
    subtotal,
    discountAmount,
    total: subtotal - discountAmount,
    discount,
    demand,
    seats,
    best,
  }
}

/**
 * Reserved seats, each priced by its ticket: picked seats one by one, best-available lines by quantity
 * (chosen when held).
 */
async function priceSeats(
  db: Db,
  eventId: string,
  selection: Selection,
  into: {
    lines: QuoteLine[]
    demand: Map<string, number>
    seats: PricedSeats[]
    ticketSeats: Map<string, { quantity: number; price: number }>
  },
  now: Date,
  known?: KnownRows,
): Promise<BestLine[]> {
  if (!selection.Seats?.length && !selection.BestAvailable?.length) return []
  const choice = await readSeatedChoice(db, eventId, selection, known, now)
  const perTicket = new Map<string, { ticket: TicketRow; quantity: number }>()
  for (const { seatId, ticket } of choice.picked) {
    into.seats.push({ ticketId: ticket.id, bundleId: null, price: ticket.price, quantity: 1, seatId })
    perTicket.set(ticket.id, { ticket, quantity: (perTicket.get(ticket.id)?.quantity ?? 0) + 1 })
  }
  for (const { ticket, quantity } of [...perTicket.values(), ...choice.best]) {
    add(into.demand, ticket.id, quantity)
    into.ticketSeats.set(ticket.id, {
      quantity: (into.ticketSeats.get(ticket.id)?.quantity ?? 0) + quantity,
      price: ticket.price,
    })
    into.lines.push(
      quoteLine('ticket', ticket.id, `${ticket.section} ${ticket.category}`, quantity, ticket.price),
    )
  }
  return choice.best.map(
    ({ ticket, quantity }): BestLine => ({
      ticketId: ticket.id,
      bundleId: null,
      quantity,
      price: ticket.price,
    }),
  )
}

const readTickets = async (db: Db, ticketIds: string[]) =>
  ticketIds.length ? db.select().from(tickets).where(inArray(tickets.id, ticketIds)) : []

function quoteLine(
  Kind: 'ticket' | 'bundle',
  ID: string,
  Name: string,
  Quantity: number,
  unit: number,
): QuoteLine {
  return { Kind, ID, Name, Quantity, UnitPrice: unit, Amount: unit * Quantity }
}

async function applyDiscount(
  db: Db,
  eventId: string,
  code: string | undefined,
  ticketSeats: Map<string, { quantity: number; price: number }>,
  now: Date,
): Promise<{ discount: DiscountRow | null; discountAmount: number }> {
  if (!code) return { discount: null, discountAmount: 0 }
  const [discount] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.eventId, eventId), sql`lower(${discounts.code}) = ${code.toLowerCase()}`))
  if (!discount) throw FieldErrors({ DiscountCode: 'CODE_UNKNOWN' })
  if (discount.expiresAt && discount.expiresAt <= now) throw FieldErrors({ DiscountCode: 'CODE_EXPIRED' })
  const named = (
    await db.select().from(discountTickets).where(eq(discountTickets.discountId, discount.id))
  ).map((r) => r.ticketId)
  // Blank means every ticket; free tickets never take a discount.
  const applicable = [...ticketSeats].filter(
    ([id, seat]) => seat.price > 0 && (named.length === 0 || named.includes(id)),
  )
  const seats = applicable.reduce((sum, [, seat]) => sum + seat.quantity, 0)
  const base = applicable.reduce((sum, [, seat]) => sum + seat.quantity * seat.price, 0)
  if (seats === 0) throw FieldErrors({ DiscountCode: 'CODE_NOT_APPLICABLE' })
  if (seats < discount.minTickets)
    throw FieldErrors({ DiscountCode: { code: 'CODE_NEEDS_MORE', params: { min: discount.minTickets } } })
  const off = discount.type === 'percentage' ? Math.round((base * discount.amount) / 10_000) : discount.amount
  return { discount, discountAmount: Math.min(off, base) }
}

/** More of a ticket than its LimitPerUser lets one buyer have. */
export const overLimit = (ticket: { limitPerUser: number | null; section: string; category: string }) =>
  fail('OVER_LIMIT', 409, { limit: ticket.limitPerUser ?? 0, ticket: `${ticket.section} ${ticket.category}` })
