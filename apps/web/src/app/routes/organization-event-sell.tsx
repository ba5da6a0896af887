import { useParams } from 'react-router'
import { SellPage } from '../../features/box-office/sell-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <SellPage key={eventId} eventId={eventId} />
}
