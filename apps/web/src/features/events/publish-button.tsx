import { Button } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { organizationKeys } from '../../lib/query-keys.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { eventQuery, publishEvent, unpublishEvent } from './api.ts'
import { useEventsTranslation } from './locales/translation.ts'

type Props = { event: Event; disabled?: boolean }

/** Puts the event on sale, or takes it off (product §4): shown to those who may publish. */
export function PublishButton({ event, disabled }: Props) {
  const { t } = useEventsTranslation()
  const { can } = usePermissions()
  const client = useQueryClient()
  const published = Boolean(event.PublishedAt)
  const mutation = useMutation({
    mutationFn: () => (published ? unpublishEvent(event.ID) : publishEvent(event.ID)),
    onSuccess: (saved) => {
      client.setQueryData(eventQuery(saved.ID).queryKey, saved)
      void client.invalidateQueries({ queryKey: organizationKeys.events(saved.AccountID) })
      notifySuccess(
        t(saved.PublishedAt ? 'publish.published' : 'publish.unpublished', { title: saved.Title }),
      )
    },
    onError: notifyError,
  })
  if (!can(event.AccountID, 'event_publish')) return null
  return (
    <Button
      color={published ? 'red' : undefined}
      variant={published ? 'light' : 'filled'}
      loading={mutation.isPending}
      disabled={disabled}
      onClick={() => mutation.mutate()}
    >
      {published ? t('publish.unpublish') : t('publish.publish')}
    </Button>
  )
}
