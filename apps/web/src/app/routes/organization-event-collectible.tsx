import { useParams } from 'react-router'
import { EventCollectiblesPage } from '../../features/catalog/event-collectibles-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventCollectiblesPage key={eventId} eventId={eventId} />
}
