import type { Ticket } from '@mela/shared/catalog'
import { lazy, Suspense } from 'react'
import { withRestStyles } from './styles/rest-styles.ts'

// Only a sold-out ticket offers the waiting list; most event pages and checkouts never download it.
const WaitlistJoin = lazy(() =>
  withRestStyles(import('../features/waitlist/waitlist-join.tsx')).then((module) => ({
    default: module.WaitlistJoin,
  })),
)

/** The waiting list a sold-out ticket offers, for the event page and the checkout to show. */
export const waitlistOf = (eventId: string, tickets: Ticket[]) => (
  <Suspense fallback={null}>
    <WaitlistJoin eventId={eventId} tickets={tickets} />
  </Suspense>
)
