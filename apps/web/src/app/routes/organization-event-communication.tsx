import { useParams } from 'react-router'
import { EventCommunicationPage } from '../../features/communications/event-communication-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventCommunicationPage key={eventId} eventId={eventId} />
}
