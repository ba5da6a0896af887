import { useParams } from 'react-router'
import { EventTicketsPage } from '../../features/catalog/event-tickets-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventTicketsPage key={eventId} eventId={eventId} />
}
