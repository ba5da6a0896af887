import { Fieldset, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core'
import { DateField } from '../../lib/date-field.tsx'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/**
 * What buyers may do once they hold a ticket: wait for a sold-out one, pass it on, cancel it for a
 * share of the money. Deadlines are on the organizer's clock, like the event's own times.
 */
export function EventAttendeeFields({ form, timeZone }: { form: EventForm; timeZone: string }) {
  const { t } = useEventsTranslation()
  const settings = form.values.Attendees
  const latest = form.values.EndsAt || undefined
  return (
    <Fieldset legend={t('attendees.legend')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('attendees.hint', { zone: timeZone })}
        </Text>
        <Switch
          size="md"
          label={t('attendees.waitlist')}
          description={t('attendees.waitlistHint')}
          {...form.getInputProps('Attendees.WaitlistEnabled', { type: 'checkbox' })}
        />
        <Switch
          size="md"
          label={t('attendees.transfers')}
          description={t('attendees.transfersHint')}
          {...form.getInputProps('Attendees.TransfersEnabled', { type: 'checkbox' })}
        />
        {settings.TransfersEnabled && (
          <DateField
            type="datetime-local"
            label={t('attendees.transferDeadline')}
            description={t('attendees.transferDeadlineHint')}
            max={latest}
            {...form.getInputProps('Attendees.TransferDeadline')}
          />
        )}
        <Switch
          size="md"
          label={t('attendees.cancel')}
          description={t('attendees.cancelHint')}
          {...form.getInputProps('Attendees.CancelAllowed', { type: 'checkbox' })}
        />
        {settings.CancelAllowed && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('attendees.refundPercent')}
              description={t('attendees.refundPercentHint')}
              withAsterisk
              allowDecimal={false}
              allowNegative={false}
              suffix="%"
              {...form.getInputProps('Attendees.CancelRefundPercent')}
            />
            <DateField
              type="datetime-local"
              label={t('attendees.cancelDeadline')}
              description={t('attendees.cancelDeadlineHint')}
              max={latest}
              {...form.getInputProps('Attendees.CancelDeadline')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  )
}
