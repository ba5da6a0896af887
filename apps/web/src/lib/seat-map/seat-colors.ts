// Price categories are told apart by colour on the plan and in its legend. Mantine's palette
// variables keep enough contrast against the page in light and dark schemes alike.
const PALETTE = ['blue', 'teal', 'grape', 'orange', 'pink', 'lime', 'cyan', 'indigo', 'red', 'yellow']

/** The colour of each ticket's seats, by the ticket's place in the event's list (stable for a buyer). */
export function ticketColors(ticketIds: readonly string[]): Map<string, string> {
  return new Map(
    ticketIds.map((id, index) => [id, `var(--mantine-color-${PALETTE[index % PALETTE.length]}-6)`]),
  )
}

/** Seats that cannot be chosen (taken, held, blocked) are greyed. */
export const TAKEN_COLOR = 'var(--mantine-color-default-border)'
