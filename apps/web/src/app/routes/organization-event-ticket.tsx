import { useParams } from 'react-router'
import { EventTicketsPage } from '../../features/catalog/event-tickets-page.tsx'
import { QueuePanel } from '../../features/queue/queue-panel.tsx'
import { WaitlistPanel } from '../../features/waitlist/waitlist-panel.tsx'

const waitlistOf = (eventId: string, canEdit: boolean) => (
  <>
    <WaitlistPanel eventId={eventId} canEdit={canEdit} />
    <QueuePanel eventId={eventId} canEdit={canEdit} />
  </>
)

export function Component() {
  const { eventId = '' } = useParams()
  return <EventTicketsPage key={eventId} eventId={eventId} waitlistOf={waitlistOf} />
}
