import { EventFormRoute } from '../../features/events/event-form-page.tsx'

export const Component = () => <EventFormRoute step="questions" />
