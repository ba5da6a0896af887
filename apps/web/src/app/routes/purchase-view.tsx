import type { Purchase } from '@mela/shared/purchase'
import { useParams, useSearchParams } from 'react-router'
import { AttendeeActions } from '../../features/attendees/attendee-actions.tsx'
import { OfferClaim } from '../../features/attendees/offer-claim.tsx'
import { openAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { PurchaseViewPage } from '../../features/checkout/my-tickets/purchase-view-page.tsx'

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
