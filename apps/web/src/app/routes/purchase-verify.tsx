import { useParams, useSearchParams } from 'react-router'
import { TicketCheckInPage } from '../../features/door/ticket-check-in-page.tsx'

// Opened by a phone camera from a ticket's QR code: /purchase/item/verify/{itemId}?code=…
export function Component() {
  const { itemId = '' } = useParams()
  const [params] = useSearchParams()
  return <TicketCheckInPage itemId={itemId} code={params.get('code') ?? ''} />
}
