import type { Purchase } from '@mela/shared/purchase'
import { useParams } from 'react-router'
import { SellPage } from '../../features/box-office/sell-page.tsx'
import { TicketsSection } from '../../features/checkout/my-tickets/tickets-section.tsx'

// A cash buyer gets the same printable tickets as one who paid online.
const ticketsOf = (sale: Purchase) => <TicketsSection purchase={sale} />

export function Component() {
  const { eventId = '' } = useParams()
  return <SellPage key={eventId} eventId={eventId} ticketsOf={ticketsOf} />
}
