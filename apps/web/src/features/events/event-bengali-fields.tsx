import { Fieldset, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/** The optional "In Bengali" title, description and venue; pages fall back to the English ones. */
export function EventBengaliFields({ form }: { form: EventForm }) {
  const { t } = useEventsTranslation()
  return (
    <Fieldset legend={t('basics.inBengali')} lang="bn">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('basics.inBengaliHint')}
        </Text>
        <TextInput label={t('basics.bnTitle')} {...form.getInputProps('Bn.Title')} />
        <Textarea
          label={t('basics.bnDescription')}
          autosize
          minRows={3}
          maxRows={12}
          {...form.getInputProps('Bn.Description')}
        />
        <TextInput label={t('basics.bnVenue')} {...form.getInputProps('Bn.Venue')} />
      </Stack>
    </Fieldset>
  )
}
