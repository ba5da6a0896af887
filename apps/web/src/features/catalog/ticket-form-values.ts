import { type Ticket, TicketInput, TicketUpdate } from '@mela/shared/catalog'
import { said } from '@mela/shared/error-codes'
import { crossField } from '@mela/shared/validation'

/** The ticket form's fields: numbers stay '' until typed; Price is taka, as the API takes it. */
export type TicketFormValues = {
  EventId: string
  Section: string
  Category: string
  Price: number | string
  Capacity: number | string
  LimitPerUser: number | string
  URL: string
  Note: string
  Collectibles: { ID: string }[]
  /** The optional Bengali section and category ('' for none). */
  Bn: { Section: string; Category: string }
}

export function ticketFormValues(eventId: string, ticket?: Ticket): TicketFormValues {
  return {
    EventId: eventId,
    Section: ticket?.Section ?? '',
    Category: ticket?.Category ?? '',
    Price: ticket?.Price ?? '',
    Capacity: ticket?.Capacity ?? '',
    LimitPerUser: ticket?.LimitPerUser ?? '',
    URL: ticket?.URL ?? '',
    Note: ticket?.Note ?? '',
    Collectibles: ticket?.Collectibles.map(({ ID }) => ({ ID })) ?? [],
    Bn: { Section: ticket?.Bn?.Section ?? '', Category: ticket?.Bn?.Category ?? '' },
  }
}

/** POST /ticket's body: the shared rules, and Sold 0 as product §7 sends it. */
export const ticketCreateSchema = TicketInput

// Bengali names are sent only when one is written (or to clear ones the ticket had).
function withBn<T extends { Bn?: TicketInput['Bn'] }>(parsed: T, ticket?: Pick<Ticket, 'Bn'>): T {
  const { Bn, ...rest } = parsed
  if (Bn?.Section || Bn?.Category) return { ...rest, Bn } as T
  return (ticket?.Bn ? { ...rest, Bn: null } : rest) as T
}

export function toTicketInput(values: TicketFormValues): TicketInput {
  return { ...withBn(TicketInput.parse(values)), Sold: 0 }
}

/** PATCH /ticket/{id}'s rules, with product §4's: Capacity never below what the ticket has now. */
export function ticketUpdateSchema(current: Pick<Ticket, 'Capacity'>) {
  return TicketUpdate.check(
    crossField<{ Capacity?: unknown }>((values, ctx) => {
      if (typeof values.Capacity === 'number' && values.Capacity < current.Capacity) {
        ctx.addIssue({ code: 'custom', path: ['Capacity'], message: said('CAPACITY_DECREASED') })
      }
    }),
  )
}

/** Only Capacity, LimitPerUser, URL and Note go to PATCH; the rest are fixed once created. */
export const toTicketUpdate = (values: TicketFormValues, ticket?: Pick<Ticket, 'Bn'>): TicketUpdate =>
  withBn(TicketUpdate.parse(values), ticket)
