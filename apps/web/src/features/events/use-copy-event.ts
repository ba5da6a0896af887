import type { Event } from '@mela/shared/event'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { organizationKeys } from '../../lib/query-keys.ts'
import { copyEvent, eventQuery } from './api.ts'
import { useEventsTranslation } from './locales/translation.ts'

/** POST /event/{id}/copy, then on to the new event's form to change what differs. */
export function useCopyEvent(event: Event) {
  const { t } = useEventsTranslation()
  const client = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => copyEvent(event.ID),
    onSuccess: (copy) => {
      client.setQueryData(eventQuery(copy.ID).queryKey, copy)
      void client.invalidateQueries({ queryKey: organizationKeys.events(copy.AccountID) })
      notifySuccess(t('actions.copied', { title: event.Title }))
      navigate(`/event/edit/${encodeURIComponent(copy.ID)}`)
    },
    onError: notifyError,
  })
}
