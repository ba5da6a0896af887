import type { Ticket } from '@mela/shared/catalog'
import { type Dispatch, type SetStateAction, useCallback } from 'react'
import { currentLanguage } from '../i18n.ts'
import { ticketName } from '../localized.ts'
import { maxOfTicket, type Selection } from '../ticket-picker/selection.ts'
import SeatPicker, { type SeatChoice } from './seat-picker.tsx'

export type SeatPickerSlotProps = {
  eventId: string
  tickets: Ticket[]
  seated: ReadonlySet<string>
  selection: Selection
  onChange: Dispatch<SetStateAction<Selection>>
}

/**
 * The seat picker inside a ticket picker's selection (checkout and the box office): its seats and
 * best-available counts are the selection's `seats` and `best`. Loaded on demand (lazy-seat-picker.tsx).
 */
export default function SeatPickerSlot({
  eventId,
  tickets,
  seated,
  selection,
  onChange,
}: SeatPickerSlotProps) {
  const language = currentLanguage()
  const setChoice = useCallback(
    (choice: SeatChoice) => onChange((current) => ({ ...current, seats: choice.seats, best: choice.best })),
    [onChange],
  )
  const seatedTickets = tickets
    .filter((ticket) => seated.has(ticket.ID))
    .map((ticket) => ({
      ID: ticket.ID,
      name: ticketName(ticket, language),
      Price: ticket.Price,
      max: maxOfTicket(ticket),
    }))
  return (
    <SeatPicker
      eventId={eventId}
      tickets={seatedTickets}
      choice={{ seats: selection.seats ?? [], best: selection.best ?? {} }}
      onChange={setChoice}
    />
  )
}
