import { useParams } from 'react-router'
import { openAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { PurchaseCreatePage } from '../../features/checkout/buying/purchase-create-page.tsx'
import { QueueGate } from '../../features/queue/queue-gate.tsx'
import { waitlistOf } from '../waitlist-of.tsx'

// A buyer with an account signs in over the checkout; signing in reloads the page as them.
const signIn = () => openAuthDialog('login')

export function Component() {
  const { eventId = '' } = useParams()
  // A sale with an on-sale queue shows its waiting screen until this browser is let in.
  return (
    <QueueGate key={eventId} eventId={eventId}>
      <PurchaseCreatePage eventId={eventId} onSignIn={signIn} waitlistOf={waitlistOf} />
    </QueueGate>
  )
}
