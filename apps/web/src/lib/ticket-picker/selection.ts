import type { Bundle, Ticket } from '@mela/shared/catalog'
import type { QuoteInput } from '@mela/shared/purchase'

/**
 * How many of each ticket and bundle the buyer has picked, by ID; for seated tickets (reserved seating)
 * the seats picked on the plan, and how many "best available" seats of each seated ticket.
 */
export type Selection = {
  tickets: Record<string, number>
  bundles: Record<string, number>
  seats?: string[]
  best?: Record<string, number>
}

export type OrderLines = Pick<QuoteInput, 'Tickets' | 'Bundles' | 'Seats' | 'BestAvailable'>

/** The most of one ticket a buyer may pick now: the seats left, capped by the per-person limit. */
export function maxOfTicket(ticket: Pick<Ticket, 'Available' | 'LimitPerUser'>): number {
  return Math.max(0, Math.min(ticket.Available, ticket.LimitPerUser ?? Number.POSITIVE_INFINITY))
}

/** A bundle has no per-person limit of its own; the server checks the limits of the seats inside. */
export function maxOfBundle(bundle: Pick<Bundle, 'Available'>): number {
  return Math.max(0, bundle.Available)
}

// A quantity within 0…max; availability refreshes can shrink a line the buyer already filled.
const clamp = (wanted: number | undefined, max: number) => Math.max(0, Math.min(wanted ?? 0, max))

/** The picked quantity of each line as the picker shows it: never more than is available now. */
export function pickedTicket(selection: Selection, ticket: Ticket) {
  return clamp(selection.tickets[ticket.ID], maxOfTicket(ticket))
}

export function pickedBundle(selection: Selection, bundle: Bundle) {
  return clamp(selection.bundles[bundle.ID], maxOfBundle(bundle))
}

/** "N seats side by side" lines of the seated tickets, in list order, none empty (the server picks the seats). */
export function bestAvailableLines(best: Selection['best'], tickets: Pick<Ticket, 'ID'>[]) {
  return tickets
    .map((ticket) => ({ TicketID: ticket.ID, Quantity: best?.[ticket.ID] ?? 0 }))
    .filter((line) => Number.isInteger(line.Quantity) && line.Quantity > 0)
}

/**
 * The tickets that are seats on the event's plan (sold by picking seats, not by a quantity). An event with
 * none has no plan: its pages never ask for one (GET seating would answer 404).
 */
export const seatedTicketIds = (
  tickets: readonly Pick<Ticket, 'ID' | 'Seated'>[] | undefined,
): ReadonlySet<string> =>
  new Set((tickets ?? []).filter((ticket) => ticket.Seated).map((ticket) => ticket.ID))

const NO_SEATED: ReadonlySet<string> = new Set()

/**
 * The selection as the quote and purchase calls take it: lines in list order, none empty. A seated
 * ticket is bought by its seats or best-available line, never by a bare quantity.
 */
export function orderLines(
  selection: Selection,
  tickets: Ticket[],
  bundles: Bundle[],
  seated: ReadonlySet<string> = NO_SEATED,
): OrderLines {
  const seats = selection.seats ?? []
  const best = bestAvailableLines(
    selection.best,
    tickets.filter((ticket) => seated.has(ticket.ID)),
  )
  return {
    ...(seats.length > 0 ? { Seats: seats } : {}),
    ...(best.length > 0 ? { BestAvailable: best } : {}),
    Tickets: tickets
      .filter((ticket) => !seated.has(ticket.ID))
      .map((ticket) => ({ TicketID: ticket.ID, Quantity: pickedTicket(selection, ticket) }))
      .filter((line) => line.Quantity > 0),
    Bundles: bundles
      .map((bundle) => ({ BundleID: bundle.ID, Quantity: pickedBundle(selection, bundle) }))
      .filter((line) => line.Quantity > 0),
  }
}

export const hasLines = (lines: OrderLines) =>
  lines.Tickets.length +
    lines.Bundles.length +
    (lines.Seats?.length ?? 0) +
    (lines.BestAvailable?.length ?? 0) >
  0

/**
 * Whether the server chooses some of the order's seats (a best-available line, or a bundle of seated
 * tickets): the buyer is then shown them, held, before paying, rather than sent straight to bKash.
 */
export const seatsChosenForBuyer = (
  lines: OrderLines,
  bundles: readonly Pick<Bundle, 'ID' | 'Tickets'>[],
  seated: ReadonlySet<string>,
) =>
  (lines.BestAvailable?.length ?? 0) > 0 ||
  lines.Bundles.some((line) =>
    bundles.find((bundle) => bundle.ID === line.BundleID)?.Tickets.some((part) => seated.has(part.TicketID)),
  )

type CartLine = { Kind: 'ticket' | 'bundle'; ID: string; Quantity: number }

/** The search part of a checkout link that opens with these lines picked (`?t=id:2,id:1&b=id:1`). */
export function cartSearch(lines: readonly CartLine[]): string {
  const of = (kind: CartLine['Kind']) =>
    lines
      .filter((line) => line.Kind === kind)
      .map((line) => `${line.ID}:${line.Quantity}`)
      .join(',')
  const params = new URLSearchParams()
  if (of('ticket')) params.set('t', of('ticket'))
  if (of('bundle')) params.set('b', of('bundle'))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The selection a checkout link carries; anything malformed is left out (the picker clamps the rest). */
export function selectionFromSearch(search: string): Selection {
  const params = new URLSearchParams(search)
  const read = (value: string | null) =>
    Object.fromEntries(
      (value ?? '')
        .split(',')
        .map((pair) => pair.split(':'))
        .filter(([id, quantity]) => id && /^[0-9a-f-]{36}$/i.test(id) && /^\d{1,3}$/.test(quantity ?? ''))
        .map(([id, quantity]) => [id as string, Number(quantity)]),
    )
  return { tickets: read(params.get('t')), bundles: read(params.get('b')) }
}
