import { Checkbox, Fieldset, SimpleGrid, Switch, Text } from '@mantine/core'
import { PAYMENT_OPTION_NAMES, PAYMENT_OPTIONS } from '@mela/shared/payment-options'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/**
 * The ways buyers may pay for the event online (bKash, Nagad, cards …): at least one, all at first; and
 * whether buyers pay each way's fee on top (off at first).
 */
export function PaymentOptionsField({ form }: { form: EventForm }) {
  const { t, lang } = useEventsTranslation()
  return (
    <Fieldset legend={t('payments.legend')}>
      <Checkbox.Group
        label={<Text size="sm">{t('payments.hint')}</Text>}
        {...form.getInputProps('Attendees.AcceptedPayments')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
          {PAYMENT_OPTIONS.map((option) => (
            <Checkbox key={option} value={option} size="md" label={PAYMENT_OPTION_NAMES[option][lang]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Switch
        mt="md"
        size="md"
        label={t('payments.passFees')}
        description={t('payments.passFeesHint')}
        {...form.getInputProps('Attendees.PassFeesToBuyers', { type: 'checkbox' })}
      />
    </Fieldset>
  )
}
