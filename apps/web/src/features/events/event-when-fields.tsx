import { Fieldset, Input, SimpleGrid } from '@mantine/core'
import { DateField } from '../../lib/date-field.tsx'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/** Start and end, typed on the organizer's own clock (the zone is named so nobody guesses). */
export function EventWhenFields({ form, timeZone }: { form: EventForm; timeZone: string }) {
  const { t } = useEventsTranslation()
  return (
    <Fieldset
      legend={t('basics.when')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField
          type="datetime-local"
          label={t('basics.startsAt')}
          withAsterisk
          {...form.getInputProps('StartsAt')}
        />
        <DateField
          type="datetime-local"
          label={t('basics.endsAt')}
          withAsterisk
          min={form.values.StartsAt || undefined}
          {...form.getInputProps('EndsAt')}
        />
      </SimpleGrid>
      <Input.Description mt={6}>{t('basics.timeZone', { zone: timeZone })}</Input.Description>
    </Fieldset>
  )
}
