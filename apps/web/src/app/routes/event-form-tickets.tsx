import { useParams } from 'react-router'
import { EventFormPage } from '../../features/events/event-form-page.tsx'

// The ticket and bundle sidebar forms of this step belong to the catalog screens.
import '../../features/catalog/sidebar-forms.ts'

export function Component() {
  const { action = 'edit', eventId } = useParams()
  return <EventFormPage key={eventId} action={action} step="tickets" eventId={eventId} />
}
