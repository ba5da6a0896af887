import type { PurchaseItem, QuoteLine } from '@mela/shared/purchase'
import { ticketName } from '../../lib/localized.ts'

/** A ticket as checkout names it: its English section and category, and the Bengali ones if written. */
export type NamedTicket = {
  ID: string
  Section: string
  Category: string
  Bn?: { Section: string | null; Category: string | null } | null
}

/**
 * A price line's name in the reader's language. The server names a ticket line in English when it
 * prices it (and keeps that with the purchase), so a Bengali reader's name comes from the ticket itself.
 */
export function lineName(line: QuoteLine, tickets: NamedTicket[], language: string) {
  if (line.Kind !== 'ticket' || !language.startsWith('bn')) return line.Name
  const ticket = tickets.find((candidate) => candidate.ID === line.ID)
  return ticket ? ticketName(ticket, language) : line.Name
}

/** The tickets a purchase's seats are of, for naming its lines. */
export const ticketsOfItems = (items: PurchaseItem[]): NamedTicket[] =>
  items.map((item) => ({ ID: item.TicketID, Section: item.Section, Category: item.Category, Bn: item.Bn }))
