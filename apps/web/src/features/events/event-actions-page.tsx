import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { allowedEventActions } from '@mela/shared/event-actions'
import { IconArrowLeft, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { usePermissions } from '../../lib/use-permissions.ts'
import { eventQuery } from './api.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { EventActionLinks } from './event-action-links.tsx'
import { EventStatusBadges } from './event-status-badges.tsx'
import { eventStart } from './event-when-where.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { PublishButton } from './publish-button.tsx'
import { useCopyEvent } from './use-copy-event.ts'
import { useDeleteEvent } from './use-delete-event.ts'

type Props = {
  eventId: string
  /** /organization/event/{eventId}/copy opens the page asking to copy the event. */
  asking?: 'copy'
}

/** /organization/event/{eventId}: what the viewer may do with one event (product §6), publish and delete. */
export function EventActionsPage({ eventId, asking }: Props) {
  const { t } = useEventsTranslation()
  const { data, error, refetch } = useQuery(eventQuery(eventId))
  return (
    <Container size="md" py="xl">
      {error && <LoadFailed title={t('actions.loadFailed')} error={error} onRetry={() => void refetch()} />}
      {!data && !error && <Skeleton height={240} radius="md" />}
      {data && <EventActions event={data} initiallyAsking={asking} />}
    </Container>
  )
}

function EventActions({ event, initiallyAsking }: { event: Event; initiallyAsking?: 'copy' }) {
  const { t, lang } = useEventsTranslation()
  const { can } = usePermissions()
  const [asking, setAsking] = useState<'copy' | 'delete' | null>(initiallyAsking ?? null)
  const copy = useCopyEvent(event)
  const remove = useDeleteEvent(event, () => setAsking(null))
  const actions = allowedEventActions({
    check: (permission) => can(event.AccountID, permission),
    published: Boolean(event.PublishedAt),
    account: event.Account,
  })

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={`/organization/event?AccountID=${encodeURIComponent(event.AccountID)}`}
        size="sm"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('actions.backToEvents')}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {event.Title}
        </Title>
        <Text c="dimmed">
          {event.Account.Name} · {eventStart(event, lang)}
        </Text>
        <EventStatusBadges event={event} />
      </Stack>
      <EventActionLinks
        event={event}
        actions={actions}
        showPurchases={can(event.AccountID, 'purchase_view')}
        showDoor={can(event.AccountID, 'checkin')}
        showSeating={can(event.AccountID, 'event_edit')}
        onCopy={() => setAsking('copy')}
      />
      <Group gap="xs">
        <PublishButton event={event} />
        {can(event.AccountID, 'event_delete') && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setAsking('delete')}
          >
            {t('actions.delete')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={asking === 'copy'}
        title={t('actions.copyTitle')}
        message={t('actions.copyMessage')}
        confirm={t('actions.copyConfirm')}
        loading={copy.isPending}
        onConfirm={() => copy.mutate()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('actions.deleteTitle')}
        message={t('actions.deleteMessage', { title: event.Title })}
        confirm={t('actions.deleteConfirm')}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(null)}
      />
    </Stack>
  )
}
