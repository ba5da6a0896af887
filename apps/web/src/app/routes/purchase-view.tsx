import { useParams, useSearchParams } from 'react-router'
import { openAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { PurchaseViewPage } from '../../features/checkout/my-tickets/purchase-view-page.tsx'

const signIn = () => openAuthDialog('login')

export function Component() {
  const { purchaseId = '' } = useParams()
  // The confirmation mail's link: it opens the tickets on a device where the buyer is not signed in.
  const access = useSearchParams()[0].get('access') ?? undefined
  return <PurchaseViewPage purchaseId={purchaseId} access={access} onSignIn={signIn} />
}
