import type { Event } from '@mela/shared/event'
import { useParams } from 'react-router'
import { CashSellInfoPage } from '../../features/box-office/cash-sell-info-page.tsx'
import { EventFacts } from '../../features/discovery/event/event-facts.tsx'

const factsOf = (event: Event) => <EventFacts event={event} />

export function Component() {
  const { eventId = '' } = useParams()
  return <CashSellInfoPage key={eventId} eventId={eventId} factsOf={factsOf} />
}
