import type { Ticket } from '@mela/shared/catalog'
import { lazy, Suspense } from 'react'
import { useLocation, useParams } from 'react-router'
import { EventPage } from '../../features/discovery/event/event-page.tsx'
import { withRestStyles } from '../styles/rest-styles.ts'

// Only a sold-out ticket offers the waiting list; most event pages never download it.
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
  const { pathname, search } = useLocation()
  // /bn/e/{id} and ?lang=bn show the event's Bengali texts whatever the interface language.
  const language =
    pathname.startsWith('/bn/') || new URLSearchParams(search).get('lang') === 'bn' ? 'bn' : undefined
  return <EventPage key={eventId} eventId={eventId} language={language} waitlistOf={waitlistOf} />
}
