import { Radio, Stack } from '@mantine/core'
import { VISIBILITIES } from '@mela/shared/event-enums'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/** Public, in-site or private, each with product §4's hint of who will find the event. */
export function VisibilityField({ form }: { form: EventForm }) {
  const { t } = useEventsTranslation()
  return (
    <Radio.Group label={t('basics.visibility')} {...form.getInputProps('Visibility')}>
      <Stack gap="sm" mt="xs">
        {VISIBILITIES.map((visibility) => (
          <Radio
            key={visibility}
            value={visibility}
            label={t(`visibility.${visibility}`)}
            description={t(`visibilityHint.${visibility}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  )
}
