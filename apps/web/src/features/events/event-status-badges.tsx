import { Badge, Group } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { eventStatus } from './event-status.ts'
import { useEventsTranslation } from './locales/translation.ts'

/** Draft or published, past, and a visibility other than public. */
export function EventStatusBadges({ event }: { event: Event }) {
  const { t } = useEventsTranslation()
  const { published, past } = eventStatus(event)
  return (
    <Group gap={6}>
      <Badge variant="light" color={published ? 'mela' : 'gray'}>
        {published ? t('status.published') : t('status.draft')}
      </Badge>
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
