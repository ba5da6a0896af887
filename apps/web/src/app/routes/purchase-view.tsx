import type { Purchase } from '@mela/shared/purchase'
import { useParams, useSearchParams } from 'react-router'
import { openAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { PurchaseViewPage } from '../../features/checkout/my-tickets/purchase-view-page.tsx'
import { AttendeeActions } from '../../features/waitlist/attendee-actions.tsx'
import { OfferClaim } from '../../features/waitlist/offer-claim.tsx'

const signIn = () => openAuthDialog('login')
const seatActionsOf = (purchase: Purchase) => <AttendeeActions purchase={purchase} />
const offerOf = (purchase: Purchase, onClaimed: (claimed: Purchase) => void) => (
  <OfferClaim purchase={purchase} onClaimed={onClaimed} />
)

export function Component() {
  const { purchaseId = '' } = useParams()
  // The confirmation mail's link: it opens the tickets on a device where the buyer is not signed in.
  const access = useSearchParams()[0].get('access') ?? undefined
  return (
    <PurchaseViewPage
      purchaseId={purchaseId}
      access={access}
      onSignIn={signIn}
      seatActionsOf={seatActionsOf}
      offerOf={offerOf}
    />
  )
}
