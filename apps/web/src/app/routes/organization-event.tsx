import { useParams } from 'react-router'
import { EventActionsPage } from '../../features/events/event-actions-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventActionsPage key={eventId} eventId={eventId} />
}
