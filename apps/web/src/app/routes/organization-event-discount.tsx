import { useParams } from 'react-router'
import { EventDiscountsPage } from '../../features/catalog/event-discounts-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventDiscountsPage key={eventId} eventId={eventId} />
}
