import type { QuoteLine } from '@mela/shared/purchase'
import type { bundles, bundleTickets, discounts, tickets } from '../../db/schema.ts'

// An order as pricing.ts prices it and the hold takes it: the types alone, so the files that price
// (pricing.ts, seat-pricing.ts) and those that hold share them without importing each other.

export type DiscountRow = typeof discounts.$inferSelect
/** Seats of one ticket type at one price: a ticket line, or one ticket of a bundle line. */
export type PricedSeats = {
  ticketId: string
  bundleId: string | null
  price: number
  quantity: number
  /** A reserved seat of the plan (quantity 1). */
  seatId?: string
}

/** An order priced in poisha, with the seats it takes from each ticket type. */
export type PricedOrder = {
  lines: QuoteLine[]
  subtotal: number
  discountAmount: number
  total: number
  discount: DiscountRow | null
  /** Seats needed per ticket ID, bundles expanded. */
  demand: Map<string, number>
  /** Seats grouped by price; expanded one row per seat only once they are reserved (capacity bounds them). */
  seats: PricedSeats[]
  /**
   * Reserved seats to choose side by side when the order is held (best available), already in `demand`:
   * the buyer's best-available lines, and one line per bundle bought for each of its seated tickets.
   */
  best: BestLine[]
}

/** `quantity` seats of one ticket side by side, at `price` each, of a bundle or none. */
export type BestLine = { ticketId: string; bundleId: string | null; quantity: number; price: number }

/** Rows the caller read already (checkout keeps its event's catalog a second), so they are not read again. */
export type KnownRows = {
  tickets: (typeof tickets.$inferSelect)[]
  bundles: (typeof bundles.$inferSelect)[]
  parts: (typeof bundleTickets.$inferSelect)[]
  seated: Set<string>
}
