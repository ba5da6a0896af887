import { Button, Group } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { type AttendeePolicy, AttendeePolicyInput } from '@mela/shared/waitlist'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { attendeePolicyQuery, saveAttendeePolicy } from '../../lib/attendee-policy.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { EVENT_TIME_ZONE } from '../../lib/wall-clock.ts'
import { type AttendeeSettings, toPolicyInput } from './attendee-settings.ts'
import { EventAboutFields } from './event-about-fields.tsx'
import { EventAttendeeFields } from './event-attendee-fields.tsx'
import { EventBengaliFields } from './event-bengali-fields.tsx'
import { eventFormValues } from './event-form-values.ts'
import { EventStepForm } from './event-step-form.tsx'
import { eventStepPath } from './event-steps.ts'
import { EventWhenFields } from './event-when-fields.tsx'
import { EventWhereFields } from './event-where-fields.tsx'
import { useEventsTranslation } from './locales/translation.ts'
import { OrganizationField } from './organization-field.tsx'
import { PaymentOptionsField } from './payment-options-field.tsx'
import { useEventForm } from './use-event-form.ts'
import { useNavigateAfterSave } from './use-navigate-after-save.ts'
import { useSaveEvent } from './use-save-event.ts'
import { VisibilityField } from './visibility-field.tsx'

type Props = { event?: Event; accountId?: string; policy?: AttendeePolicy }

/** Step 1: the organization (new events only), what, when, where and who may find it. Once saved the event exists, so the next steps are edits (product §2). */
export function EventBasicsForm({ event, accountId, policy }: Props) {
  const { t } = useEventsTranslation()
  const timeZone = EVENT_TIME_ZONE
  const form = useEventForm(eventFormValues(event, timeZone, accountId, policy), timeZone)
  const [uploading, setUploading] = useState(false)
  const goTo = useNavigateAfterSave()
  const client = useQueryClient()
  // The attendee settings have their own call, made once the event exists (a new one: just created).
  const savePolicy = useMutation({
    mutationFn: ({ eventId, settings }: { eventId: string; settings: AttendeeSettings }) =>
      saveAttendeePolicy(eventId, AttendeePolicyInput.parse(toPolicyInput(settings, timeZone))),
    onSuccess: (saved, { eventId }) => {
      client.setQueryData(attendeePolicyQuery(eventId).queryKey, saved)
      goTo(eventStepPath('edit', eventId, 'metadata'))
    },
    onError: (error, { eventId }) => {
      showFormErrors(form, error)
      // A new event exists now: saving again must edit it, not create another.
      if (!event) goTo(eventStepPath('edit', eventId, 'basics'))
    },
  })
  const save = useSaveEvent(form, event, (saved) =>
    savePolicy.mutate({ eventId: saved.ID, settings: form.getValues().Attendees }),
  )

  return (
    <EventStepForm form={form} timeZone={timeZone} save={save} gap="md">
      {!event && <OrganizationField form={form} />}
      <EventAboutFields form={form} onUploadingChange={setUploading} />
      <EventWhenFields form={form} timeZone={timeZone} />
      <EventWhereFields form={form} />
      <EventBengaliFields form={form} />
      <VisibilityField form={form} />
      <EventAttendeeFields form={form} timeZone={timeZone} />
      <PaymentOptionsField form={form} />
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending || savePolicy.isPending} disabled={uploading}>
          {t('editor.saveAndContinue')}
        </Button>
      </Group>
    </EventStepForm>
  )
}
