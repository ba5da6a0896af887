import { Button, Group } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { EVENT_TIME_ZONE } from '../../lib/wall-clock.ts'
import { EventFeaturesField } from './event-features-field.tsx'
import { eventFormValues } from './event-form-values.ts'
import { EventStepForm } from './event-step-form.tsx'
import { eventStepPath } from './event-steps.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { PerformersField } from './performers-field.tsx'
import { useEventForm } from './use-event-form.ts'
import { useNavigateAfterSave } from './use-navigate-after-save.ts'
import { useSaveEvent } from './use-save-event.ts'

type Props = { action: string; event: Event }

/** Step 2: features and performers. PUT replaces the whole event, so the basics travel along unchanged. */
export function EventMetadataForm({ action, event }: Props) {
  const { t } = useEventsTranslation()
  const timeZone = EVENT_TIME_ZONE
  const form = useEventForm(eventFormValues(event, timeZone), timeZone)
  const goTo = useNavigateAfterSave()
  const save = useSaveEvent(form, event, (saved) => goTo(eventStepPath(action, saved.ID, 'tickets')))

  return (
    <EventStepForm form={form} timeZone={timeZone} save={save} gap="lg">
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
    </EventStepForm>
  )
}
