import { useParams } from 'react-router'
import { DoorPage } from '../../features/door/door-page.tsx'

// /door/{eventId}: the door app for one event (installable, works offline).
export function Component() {
  const { eventId = '' } = useParams()
  return <DoorPage key={eventId} eventId={eventId} />
}
