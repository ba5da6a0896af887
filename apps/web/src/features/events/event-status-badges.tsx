import { Badge, Group } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { eventStatus } from './event-status.ts'
import { useEventsTranslation } from './locales/translation.ts'

const STATE_COLORS = { draft: 'gray', published: 'mela', takenDown: 'red' } as const

/** Draft, published or taken down: one of them, never two at once. */
export function EventStateBadge({ event }: { event: Event }) {
  const { t } = useEventsTranslation()
  const { state } = eventStatus(event)
  return (
    <Badge variant="light" color={STATE_COLORS[state]}>
      {t(`status.${state}`)}
    </Badge>
  )
}

/** The event's state, past, and a visibility other than public. */
export function EventStatusBadges({ event }: { event: Event }) {
  const { t } = useEventsTranslation()
  const { past } = eventStatus(event)
  return (
    <Group gap={6}>
      <EventStateBadge event={event} />
      {past && (
        <Badge variant="light" color="orange">
          {t('status.past')}
        </Badge>
      )}
      {event.Visibility !== 'public' && (
        <Badge variant="outline" color="gray">
          {t(`status.${event.Visibility}`)}
        </Badge>
      )}
    </Group>
  )
}
