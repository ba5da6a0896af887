import { type Bundle, BundleInput, BundleUpdate } from '@mela/shared/catalog'

export type BundleTicket = { TicketID: string; Quantity: number | string }

/** The bundle form's fields; Price is taka, as the API takes it. */
export type BundleFormValues = {
  EventID: string
  Name: string
  Price: number | string
  Note: string
  Tickets: BundleTicket[]
}

export function bundleFormValues(eventId: string, bundle?: Bundle): BundleFormValues {
  return {
    EventID: eventId,
    Name: bundle?.Name ?? '',
    Price: bundle?.Price ?? '',
    Note: bundle?.Note ?? '',
    Tickets: bundle?.Tickets.map(({ TicketID, Quantity }) => ({ TicketID, Quantity })) ?? [],
  }
}

export const bundleCreateSchema = BundleInput

/** Adds a ticket to the bundle, one of it to begin with, or takes it out. */
export function chooseTicket(chosen: BundleTicket[], ticketId: string, on: boolean): BundleTicket[] {
  const without = chosen.filter((entry) => entry.TicketID !== ticketId)
  return on ? [...without, { TicketID: ticketId, Quantity: 1 }] : without
}

/** product §4: a bundle's update sends its Note only. */
export const toBundleUpdate = (values: BundleFormValues): BundleUpdate => BundleUpdate.parse(values)
