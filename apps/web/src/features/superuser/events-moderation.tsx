import { Anchor, Text } from '@mantine/core'
import type { ModeratedEvent } from '@mela/shared/superuser'
import { Link } from 'react-router'
import { useSuperuserTranslation } from './locales/translation.ts'
import { ModerationList } from './moderation-list.tsx'
import { when } from './show.ts'
import { StatusBadge } from './status-badge.tsx'
import { SuperuserFrame } from './superuser-frame.tsx'

/** /superuser/event-moderation: events; take one down with a reason the organizer is told, or restore it. */
export function EventsModeration() {
  const { t, language } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('areas.events')}>
      <ModerationList
        area="events"
        nameOf={(event: ModeratedEvent) => event.Title}
        columns={[
          {
            label: t('columns.title'),
            cell: (event) => (
              <Anchor component={Link} to={`/event/view/${event.ID}`} fw={600}>
                {event.Title}
              </Anchor>
            ),
          },
          { label: t('columns.organization'), cell: (event) => event.AccountName },
          { label: t('columns.starts'), cell: (event) => when(event.StartsAt, language) },
          {
            label: t('columns.status'),
            cell: (event) => (
              <>
                {/* Taken down says it all: the event is hidden whether or not it had been published. */}
                <StatusBadge
                  status={event.HiddenAt ? 'takenDown' : event.PublishedAt ? 'published' : 'draft'}
                />
                {event.HiddenReason && <Text size="xs">{event.HiddenReason}</Text>}
              </>
            ),
          },
        ]}
        actionsOf={(event) =>
          event.HiddenAt
            ? [{ action: 'restore', reason: 'optional' }]
            : [{ action: 'unpublish', reason: 'required', color: 'red' }]
        }
      />
    </SuperuserFrame>
  )
}
