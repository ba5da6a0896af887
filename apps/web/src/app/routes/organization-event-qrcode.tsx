import { useParams } from 'react-router'
import { eventLink } from '../../features/events/event-link.ts'
import { EventQrPage } from '../../features/events/event-qr-page.tsx'
import { MakeShortLink } from '../../features/short-links/make-short-link.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return (
    <EventQrPage key={eventId} eventId={eventId}>
      <MakeShortLink url={eventLink(eventId)} />
    </EventQrPage>
  )
}
