import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { Link } from 'react-router'
import { useEventNames } from '../../lib/event-names/translation.ts'
import { EventStatusBadges } from './event-status-badges.tsx'
import { eventStart } from './event-when-where.ts'
import { useEventsTranslation } from './locales/translation.ts'

/** One event in an organization's list, opening its action page. */
export function EventRow({ event }: { event: Event }) {
  const { t, lang } = useEventsTranslation()
  const names = useEventNames()
  const place = event.Online
    ? t('list.online')
    : [event.Venue, event.District && names.district(event.District)].filter(Boolean).join(', ')
  return (
    <Paper withBorder radius="md" component="li">
      <UnstyledButton
        component={Link}
        to={`/organization/event/${encodeURIComponent(event.ID)}`}
        p="sm"
        w="100%"
      >
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {event.Title}
            </Text>
            <EventStatusBadges event={event} />
          </Group>
          <Text size="sm" c="dimmed">
            {eventStart(event, lang)}
            {place ? ` · ${place}` : ''}
          </Text>
        </Stack>
      </UnstyledButton>
    </Paper>
  )
}
