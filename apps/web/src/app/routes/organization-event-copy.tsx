import { useParams } from 'react-router'
import { EventActionsPage } from '../../features/events/event-actions-page.tsx'

// The copy action has no screen of its own: the event's page, asking whether to copy it.
export function Component() {
  const { eventId = '' } = useParams()
  return <EventActionsPage key={eventId} eventId={eventId} asking="copy" />
}
