import type { Ticket } from '@mela/shared/catalog'
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { openAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { PurchaseCreatePage } from '../../features/checkout/buying/purchase-create-page.tsx'
import { QueueGate } from '../../features/queue/queue-gate.tsx'
import { withRestStyles } from '../styles/rest-styles.ts'

// A buyer with an account signs in over the checkout; signing in reloads the page as them.
const signIn = () => openAuthDialog('login')

// Only a sold-out ticket offers the waiting list; most checkouts never download it.
const WaitlistJoin = lazy(() =>
  withRestStyles(import('../../features/attendees/waitlist-join.tsx')).then((module) => ({
    default: module.WaitlistJoin,
  })),
)

const waitlistOf = (eventId: string, tickets: Ticket[]) => (
  <Suspense fallback={null}>
    <WaitlistJoin eventId={eventId} tickets={tickets} />
  </Suspense>
)

export function Component() {
  const { eventId = '' } = useParams()
  // A sale with an on-sale queue shows its waiting screen until this browser is let in.
  return (
    <QueueGate key={eventId} eventId={eventId}>
      <PurchaseCreatePage eventId={eventId} onSignIn={signIn} waitlistOf={waitlistOf} />
    </QueueGate>
  )
}
