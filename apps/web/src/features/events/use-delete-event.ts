import type { Event } from '@mela/shared/event'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { eventKeys, organizationKeys } from '../../lib/query-keys.ts'
import { deleteEvent } from './api.ts'
import { useEventsTranslation } from './locales/translation.ts'

/** DELETE /event/{id}; the API refuses (409, shown) once anything is sold. Then back to the list. */
export function useDeleteEvent(event: Event, onDone: () => void) {
  const { t } = useEventsTranslation()
  const client = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => deleteEvent(event.ID),
    onSuccess: () => {
      client.removeQueries({ queryKey: eventKeys.one(event.ID) })
      void client.invalidateQueries({ queryKey: organizationKeys.events(event.AccountID) })
      notifySuccess(t('actions.deleted', { title: event.Title }))
      navigate(`/organization/event?AccountID=${encodeURIComponent(event.AccountID)}`)
    },
    onError: (error) => {
      onDone()
      notifyError(error)
    },
  })
}
