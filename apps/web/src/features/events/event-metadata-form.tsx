import { Button, Group, Stack } from '@mantine/core'
import { type Event, EventInput } from '@mela/shared/event'
import { focusFirstError } from '../../lib/form-errors.ts'
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes-guard.tsx'
import { EventFeaturesField } from './event-features-field.tsx'
import { eventFormValues, toEventInput } from './event-form-values.ts'
import { eventStepPath } from './event-steps.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { PerformersField } from './performers-field.tsx'
import { useEventForm } from './use-event-form.ts'
import { useNavigateAfterSave } from './use-navigate-after-save.ts'
import { useSaveEvent } from './use-save-event.ts'
import { EVENT_TIME_ZONE } from './wall-clock.ts'

type Props = { action: string; event: Event }

/** Step 2: features and performers. PUT replaces the whole event, so the basics travel along unchanged. */
export function EventMetadataForm({ action, event }: Props) {
  const { t } = useEventsTranslation()
  const timeZone = EVENT_TIME_ZONE
  const form = useEventForm(eventFormValues(event, timeZone), timeZone)
  const guard = useUnsavedChangesGuard(form.isDirty())
  const goTo = useNavigateAfterSave()
  const save = useSaveEvent(form, event, (saved) => goTo(eventStepPath(action, saved.ID, 'tickets')))

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => save.mutate({ input: EventInput.parse(toEventInput(values, timeZone)), values }),
        focusFirstError(form),
      )}
    >
      <Stack gap="lg">
        <EventFeaturesField form={form} />
        <PerformersField form={form} accountId={event.AccountID} />
        <Group justify="space-between">
          <Button variant="default" onClick={() => goTo(eventStepPath(action, event.ID, 'basics'))}>
            {t('editor.back')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('editor.saveAndContinue')}
          </Button>
        </Group>
      </Stack>
      {guard}
    </form>
  )
}
