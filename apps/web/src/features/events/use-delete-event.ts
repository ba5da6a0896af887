import type { Event } from '@mela/shared/event'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
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
      client.removeQueries({ queryKey: ['events', event.ID] })
      void client.invalidateQueries({ queryKey: ['accounts', event.AccountID, 'events'] })
      notifySuccess(t('actions.deleted', { title: event.Title }))
      navigate(`/organization/event?AccountID=${encodeURIComponent(event.AccountID)}`)
    },
    onError: (error) => {
      onDone()
      notifyError(error)
    },
  })
}
