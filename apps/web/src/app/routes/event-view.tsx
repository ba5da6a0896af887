import { useParams } from 'react-router'
import { EventPage } from '../../features/discovery/event/event-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventPage key={eventId} eventId={eventId} />
}
