/** How a ticket is named on screen: its section and category, as SPEC §8's notices name it. */
export const ticketName = (ticket: { Section: string; Category: string }) =>
  `${ticket.Section} ${ticket.Category}`
