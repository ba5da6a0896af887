import { useParams } from 'react-router'
import { SellsPage } from '../../features/box-office/sells-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <SellsPage key={eventId} eventId={eventId} />
}
