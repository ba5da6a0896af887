import { useParams, useSearchParams } from 'react-router'
import { VerifyPage } from '../../features/checkout/check-in/verify-page.tsx'

// Opened by a phone camera from a ticket's QR code: /purchase/item/verify/{itemId}?code=…
export function Component() {
  const { itemId = '' } = useParams()
  const [params] = useSearchParams()
  return <VerifyPage itemId={itemId} code={params.get('code') ?? ''} />
}
