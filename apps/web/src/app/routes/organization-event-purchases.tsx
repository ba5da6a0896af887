import { useParams } from 'react-router'
import { EventPurchasesPage } from '../../features/checkout/event-purchases/event-purchases-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <EventPurchasesPage key={eventId} eventId={eventId} />
}
