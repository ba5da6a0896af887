import { useParams } from 'react-router'
import { EventQrPage } from '../../features/events/event-qr-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventQrPage key={eventId} eventId={eventId} />
}
