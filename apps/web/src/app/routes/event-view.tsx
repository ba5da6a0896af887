import { useLocation, useParams } from 'react-router'
import { EventPage } from '../../features/discovery/event/event-page.tsx'
import { waitlistOf } from '../waitlist-of.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  const { pathname, search } = useLocation()
  // /bn/e/{id} and ?lang=bn show the event's Bengali texts whatever the interface language.
  const language =
    pathname.startsWith('/bn/') || new URLSearchParams(search).get('lang') === 'bn' ? 'bn' : undefined
  return <EventPage key={eventId} eventId={eventId} language={language} waitlistOf={waitlistOf} />
}
