import { useParams } from 'react-router'
import { RedeemPage } from '../../features/door/redeem-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <RedeemPage key={eventId} eventId={eventId} />
}
