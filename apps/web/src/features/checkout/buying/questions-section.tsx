import { Stack, Title } from '@mantine/core'
import type { FormField } from '@mela/shared/event'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { QuestionField } from './question-field.tsx'
import type { CheckoutForm } from './use-checkout-form.ts'

/** The organizer's questions for every buyer of this event. */
type Props = { fields: FormField[]; form: CheckoutForm; nativeSelect?: boolean }

export function QuestionsSection({ fields, form, nativeSelect }: Props) {
  const { t } = useCheckoutTranslation()
  if (fields.length === 0) return null
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('questions.title')}
      </Title>
      {fields.map((field) => (
        <QuestionField key={field.ID} field={field} form={form} nativeSelect={nativeSelect} />
      ))}
    </Stack>
  )
}
