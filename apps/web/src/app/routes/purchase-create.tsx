import { useParams } from 'react-router'
import { CheckoutUnavailable } from '../../features/checkout/buying/checkout-unavailable.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <CheckoutUnavailable eventId={eventId} />
}
