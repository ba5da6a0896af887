import { Group } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { CalendarButton } from './calendar-button.tsx'
import { ShareButton } from './share-button.tsx'

/** Share and add-to-calendar, both with the short link /e/{id}. */
export function EventActions({ event }: { event: Event }) {
  const url = `${window.location.origin}/e/${event.ID}`
  return (
    <Group gap="sm">
      <ShareButton title={event.Title} url={url} />
      <CalendarButton event={event} url={url} />
    </Group>
  )
}
