import { Loader } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { type Dispatch, type SetStateAction, Suspense, useCallback } from 'react'
import { currentLanguage } from '../i18n.ts'
import { ticketName } from '../localized.ts'
import { maxOfTicket, type Selection } from '../ticket-picker/selection.ts'
import { LazySeatPicker } from './lazy-seat-picker.tsx'
import type { SeatChoice } from './seat-picker.tsx'

type Props = {
  eventId: string
  tickets: Ticket[]
  seated: ReadonlySet<string>
  selection: Selection
  onChange: Dispatch<SetStateAction<Selection>>
}

/**
 * The seat picker inside a ticket picker's selection (checkout and the box office): its seats and
 * best-available counts are the selection's `seats` and `best`. The picker itself loads on demand.
 */
export function SeatPickerSlot({ eventId, tickets, seated, selection, onChange }: Props) {
  const language = currentLanguage()
  const setChoice = useCallback(
    (choice: SeatChoice) => onChange((current) => ({ ...current, seats: choice.seats, best: choice.best })),
    [onChange],
  )
  if (seated.size === 0) return null
  const seatedTickets = tickets
    .filter((ticket) => seated.has(ticket.ID))
    .map((ticket) => ({
      ID: ticket.ID,
      name: ticketName(ticket, language),
      Price: ticket.Price,
      max: maxOfTicket(ticket),
    }))
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <LazySeatPicker
        eventId={eventId}
        tickets={seatedTickets}
        choice={{ seats: selection.seats ?? [], best: selection.best ?? {} }}
        onChange={setChoice}
      />
    </Suspense>
  )
}
