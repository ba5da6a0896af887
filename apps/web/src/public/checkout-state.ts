import type { PaymentOption } from '@mela/shared/payment-options'
import type { Quote } from '@mela/shared/purchase'
import { selectionFromSearch } from '../lib/ticket-picker/selection.ts'
import type { CheckoutData } from './checkout-data.ts'
import type { Draft } from './checkout-draft.ts'
import type { Left } from './checkout-order.ts'

// What the buyer has chosen on the rendered checkout, and the order lines it makes. A line's key is
// `ticket:{id}`, `bundle:{id}` or, for a seated ticket, `best:{id}` (seats the server picks side by
// side); seats picked on the list or the map are `seats`.

export type CheckoutState = ReturnType<typeof checkoutState>

/** The state at the page's start: a reload's draft, else the lines a "Try again" link carries. */
export function checkoutState(
  data: CheckoutData,
  kept: Draft | undefined,
  search: string,
  option?: PaymentOption,
) {
  const fromLink = selectionFromSearch(search)
  const seated = new Set(data.seats?.ids ?? [])
  const max: Record<string, number> = {}
  const state = {
    counts: kept?.counts ?? {
      ...Object.fromEntries(Object.entries(fromLink.tickets).map(([id, n]) => [`ticket:${id}`, n])),
      ...Object.fromEntries(Object.entries(fromLink.bundles).map(([id, n]) => [`bundle:${id}`, n])),
    },
    seats: kept?.seats ?? ([] as string[]),
    code: kept?.code,
    quote: undefined as Quote | undefined,
    pricing: false,
    busy: false,
    option: option ?? data.methods[0]?.Option ?? 'bkash',
    max,
    /** The most of each line that may be chosen now (seats left, capped by the per-person limit). */
    limit(tickets: Left[], bundles: Left[]) {
      for (const ticket of tickets) {
        const most = Math.max(0, Math.min(ticket.Available, ticket.LimitPerUser ?? Infinity))
        // A seated ticket is bought by its seats or best available, never by a bare count.
        max[`ticket:${ticket.ID}`] = seated.has(ticket.ID) ? 0 : most
        if (seated.has(ticket.ID)) max[`best:${ticket.ID}`] = most
      }
      for (const bundle of bundles) max[`bundle:${bundle.ID}`] = Math.max(0, bundle.Available)
    },
    count(key: string) {
      return Math.max(0, Math.min(state.counts[key] ?? 0, max[key] ?? 0))
    },
    /** The choice as the quote and purchase calls take it: lines in list order, none empty. */
    lines() {
      const of = (key: string, id: string) => ({ id, quantity: state.count(`${key}:${id}`) })
      const Tickets = data.tickets
        .map((ticket) => of('ticket', ticket.ID))
        .filter((line) => line.quantity > 0)
        .map((line) => ({ TicketID: line.id, Quantity: line.quantity }))
      const Bundles = data.bundles
        .map((bundle) => of('bundle', bundle.ID))
        .filter((line) => line.quantity > 0)
        .map((line) => ({ BundleID: line.id, Quantity: line.quantity }))
      const BestAvailable = [...seated]
        .map((id) => of('best', id))
        .filter((line) => line.quantity > 0)
        .map((line) => ({ TicketID: line.id, Quantity: line.quantity }))
      return {
        ...(state.seats.length > 0 ? { Seats: [...state.seats] } : {}),
        ...(BestAvailable.length > 0 ? { BestAvailable } : {}),
        Tickets,
        Bundles,
      }
    },
    chosen() {
      const lines = state.lines()
      return (
        lines.Tickets.length +
          lines.Bundles.length +
          (lines.Seats?.length ?? 0) +
          (lines.BestAvailable?.length ?? 0) >
        0
      )
    },
    /**
     * The server chooses some of the order's seats (best available, a bundle of seated tickets): they are
     * held and shown on the order's page before the payment, as the app does.
     */
    holdFirst() {
      const lines = state.lines()
      return (
        (lines.BestAvailable?.length ?? 0) > 0 ||
        lines.Bundles.some((line) =>
          data.bundles
            .find((bundle) => bundle.ID === line.BundleID)
            ?.Tickets.some((part) => seated.has(part.TicketID)),
        )
      )
    },
  }
  state.limit(data.tickets, data.bundles)
  return state
}
