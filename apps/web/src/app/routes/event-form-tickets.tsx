import { EventFormRoute } from '../../features/events/event-form-page.tsx'
// The ticket and bundle sidebar forms of this step belong to the catalog screens.
import '../../features/catalog/sidebar-forms.ts'

export const Component = () => <EventFormRoute step="tickets" />
