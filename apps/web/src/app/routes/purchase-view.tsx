import type { Purchase } from '@mela/shared/purchase'
import { useCallback } from 'react'
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
  const [params, setParams] = useSearchParams()
  const access = params.get('access') ?? undefined
  // My tickets' Print: printed once, then gone from the address, so a reload does not print again.
  const printed = useCallback(
    () =>
      setParams(
        (current) => {
          current.delete('print')
          return current
        },
        { replace: true },
      ),
    [setParams],
  )
  return (
    <PurchaseViewPage
      purchaseId={purchaseId}
      access={access}
      printNow={params.get('print') === '1'}
      onPrinted={printed}
      onSignIn={signIn}
      seatActionsOf={seatActionsOf}
      offerOf={offerOf}
    />
  )
}
