import { EventsModeration } from '../../features/superuser/events-moderation.tsx'

export function Component() {
  return <EventsModeration />
}
