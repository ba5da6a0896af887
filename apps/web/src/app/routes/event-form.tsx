import { useParams, useSearchParams } from 'react-router'
import { EventFormPage } from '../../features/events/event-form-page.tsx'

export function Component() {
  const { action = 'create', eventId } = useParams()
  const [search] = useSearchParams()
  return (
    <EventFormPage
      key={eventId ?? 'new'}
      action={action}
      step="basics"
      eventId={eventId}
      accountId={search.get('AccountID') ?? undefined}
    />
  )
}
