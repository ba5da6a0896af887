import { Stack, Text, Title } from '@mantine/core'
import type { Bundle, Ticket } from '@mela/shared/catalog'
import type { Language } from '@mela/shared/constants'
import type { Dispatch, SetStateAction } from 'react'
import { ticketName } from '../localized.ts'
import { countText } from '../price-format.ts'
import { SeatPickerOnDemand } from '../seat-map/lazy-seat-picker.tsx'
import { PickerLine } from './picker-line.tsx'
import { maxOfBundle, maxOfTicket, pickedBundle, pickedTicket, type Selection } from './selection.ts'
import { useTicketPickerTranslation } from './translation.ts'

type Props = {
  tickets: Ticket[]
  bundles: Bundle[]
  selection: Selection
  /** A state setter: the seat plan also updates the selection from what it was (a seat taken meanwhile). */
  onChange: Dispatch<SetStateAction<Selection>>
  /** Tickets sold by their seats on the plan (reserved seating): their plan shows under the tickets. */
  seated?: ReadonlySet<string>
  /** The event whose plan that is. */
  eventId?: string
}

// What a bundle holds, e.g. "4 × Gallery Regular + 1 × Front VIP".
function bundleContents(bundle: Bundle, tickets: Ticket[], language: Language) {
  return bundle.Tickets.map(({ TicketID, Quantity }) => {
    const ticket = tickets.find((candidate) => candidate.ID === TicketID)
    return ticket ? `${countText(Quantity, language)} × ${ticketName(ticket, language)}` : null
  })
    .filter(Boolean)
    .join(' + ')
}

/** Every ticket and bundle of the event with a stepper each; sold-out lines stay visible, disabled. */
export function TicketPicker({ tickets, bundles, selection, onChange, seated, eventId }: Props) {
  const { t, language } = useTicketPickerTranslation()
  const setTicket = (id: string) => (quantity: number) =>
    onChange({ ...selection, tickets: { ...selection.tickets, [id]: quantity } })
  const setBundle = (id: string) => (quantity: number) =>
    onChange({ ...selection, bundles: { ...selection.bundles, [id]: quantity } })

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      {tickets.length + bundles.length === 0 && <Text c="dimmed">{t('none')}</Text>}
      {tickets.map((ticket) => (
        <PickerLine
          key={ticket.ID}
          lineKey={`ticket:${ticket.ID}`}
          name={ticketName(ticket, language)}
          price={ticket.Price}
          note={ticket.Note}
          available={ticket.Available}
          max={maxOfTicket(ticket)}
          limitPerUser={ticket.LimitPerUser}
          cartsFreeAt={ticket.CartsFreeAt}
          value={pickedTicket(selection, ticket)}
          onChange={setTicket(ticket.ID)}
          seated={seated?.has(ticket.ID)}
        />
      ))}
      {seated && eventId && (
        <SeatPickerOnDemand
          eventId={eventId}
          tickets={tickets}
          seated={seated}
          selection={selection}
          onChange={onChange}
        />
      )}
      {bundles.length > 0 && (
        <Title order={3} size="h4" mt="xs">
          {t('bundles')}
        </Title>
      )}
      {bundles.map((bundle) => (
        <PickerLine
          key={bundle.ID}
          lineKey={`bundle:${bundle.ID}`}
          name={bundle.Name}
          price={bundle.Price}
          note={bundle.Note}
          available={bundle.Available}
          contents={bundleContents(bundle, tickets, language)}
          max={maxOfBundle(bundle)}
          value={pickedBundle(selection, bundle)}
          onChange={setBundle(bundle.ID)}
          seatsTogether={bundle.Tickets.some((part) => seated?.has(part.TicketID))}
        />
      ))}
    </Stack>
  )
}
