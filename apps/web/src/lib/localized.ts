import type { Event } from '@mela/shared/event'

export type ContentLanguage = 'en' | 'bn'

/**
 * The event in the reader's language: in Bengali its Bengali title, description and venue where the
 * organizer wrote them, the English ones otherwise (and English always in English).
 */
export function localized<
  T extends Pick<Event, 'Title' | 'Venue'> & Partial<Pick<Event, 'Description' | 'Bn'>>,
>(event: T, language: string): T {
  if (!language.startsWith('bn') || !event.Bn) return event
  return {
    ...event,
    Title: event.Bn.Title || event.Title,
    ...(event.Description === undefined ? {} : { Description: event.Bn.Description || event.Description }),
    Venue: event.Bn.Venue || event.Venue,
  }
}

/** A ticket's section and category in the reader's language, with the English as fallback. */
export function localizedTicket<
  T extends {
    Section: string
    Category: string
    Bn?: { Section: string | null; Category: string | null } | null
  },
>(ticket: T, language: string): T {
  if (!language.startsWith('bn') || !ticket.Bn) return ticket
  return {
    ...ticket,
    Section: ticket.Bn.Section || ticket.Section,
    Category: ticket.Bn.Category || ticket.Category,
  }
}

/** How a ticket is named on screen (product §8's notices): section and category, in the reader's language. */
export function ticketName(
  ticket: {
    Section: string
    Category: string
    Bn?: { Section: string | null; Category: string | null } | null
  },
  language: string,
) {
  const named = localizedTicket(ticket, language)
  return `${named.Section} ${named.Category}`
}
