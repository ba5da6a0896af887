import { useParams } from 'react-router'
import { openAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { PurchaseViewPage } from '../../features/checkout/purchase-view-page.tsx'

const signIn = () => openAuthDialog('login')

export function Component() {
  const { purchaseId = '' } = useParams()
  return <PurchaseViewPage purchaseId={purchaseId} onSignIn={signIn} />
}
