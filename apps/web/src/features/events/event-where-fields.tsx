import { Fieldset, Select, Stack, Switch, TextInput } from '@mantine/core'
import { useEventNames } from '../../lib/event-names/translation.ts'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/** A venue with its district and address, or Online (then no place is asked for). */
export function EventWhereFields({ form }: { form: EventForm }) {
  const { t } = useEventsTranslation()
  const names = useEventNames()
  const districts = names.districtOptions
  const online = form.values.Online
  return (
    <Fieldset
      legend={t('basics.where')}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Stack gap="sm">
        <Switch
          label={t('basics.online')}
          description={t('basics.onlineHint')}
          {...form.getInputProps('Online', { type: 'checkbox' })}
        />
        {!online && (
          <>
            <TextInput label={t('basics.venue')} withAsterisk {...form.getInputProps('Venue')} />
            <Select
              label={t('basics.district')}
              placeholder={t('basics.districtPlaceholder')}
              data={districts}
              searchable
              clearable
              {...form.getInputProps('District')}
            />
            <TextInput label={t('basics.address')} {...form.getInputProps('Address')} />
            <Switch
              label={t('basics.seated')}
              description={t('basics.seatedHint')}
              {...form.getInputProps('Seated', { type: 'checkbox' })}
            />
          </>
        )}
      </Stack>
    </Fieldset>
  )
}
