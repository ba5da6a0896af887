import type { Event, EventInput } from '@mela/shared/event'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { organizationKeys } from '../../lib/query-keys.ts'
import { createEvent, eventQuery, updateEvent } from './api.ts'
import type { EventFormValues } from './event-form-values.ts'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/** Saves the event form: POST for a new event, PUT (every field) for an existing one; then `onSaved`. */
export function useSaveEvent(form: EventForm, event: Event | undefined, onSaved: (saved: Event) => void) {
  const { t } = useEventsTranslation()
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ input }: { input: EventInput; values: EventFormValues }) =>
      event ? updateEvent(event.ID, input) : createEvent(input),
    onSuccess: (saved, { values }) => {
      client.setQueryData(eventQuery(saved.ID).queryKey, saved)
      void client.invalidateQueries({ queryKey: organizationKeys.events(saved.AccountID) })
      notifySuccess(t(event ? 'editor.saved' : 'editor.created', { title: saved.Title }))
      form.resetDirty(values)
      onSaved(saved)
    },
    onError: (error) => showFormErrors(form, error),
  })
}
