import { useParams } from 'react-router'
import { EventGuestsPage } from '../../features/guests/event-guests-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventGuestsPage key={eventId} eventId={eventId} />
}
