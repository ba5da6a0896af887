import { useParams, useSearchParams } from 'react-router'
import { BkashFinalizePage } from '../../features/checkout/buying/bkash-finalize-page.tsx'

// bKash's callback: /purchase/bkash/finalize/{purchaseId}?paymentID=…&status=success|failure|cancel
export function Component() {
  const { purchaseId = '' } = useParams()
  const [params] = useSearchParams()
  return (
    <BkashFinalizePage
      key={purchaseId}
      purchaseId={purchaseId}
      paymentID={params.get('paymentID')}
      status={params.get('status')}
    />
  )
}
