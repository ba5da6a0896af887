import { Checkbox, NativeSelect, Text, Textarea, TextInput } from '@mantine/core'
import type { FormField } from '@mela/shared/event'
import { formatPhone } from '@mela/shared/phone-format'
import { lazy, Suspense } from 'react'
import { useCheckoutTranslation } from '../locales/translation.ts'
import type { CheckoutForm } from './use-checkout-form.ts'

// A dropdown brings its popover machinery (about 25 KB); only events that ask a choice question need it.
const Select = lazy(() => import('./question-select.tsx').then((module) => ({ default: module.Select })))

/** nativeSelect: the browser's own dropdown (the server-rendered checkout, which runs no React). */
type Props = { field: FormField; form: CheckoutForm; nativeSelect?: boolean }

/** One of the organizer's questions, as the input its type calls for; required ones carry a mark. */
export function QuestionField({ field, form, nativeSelect = false }: Props) {
  const { t } = useCheckoutTranslation()
  const path = `Answers.${field.ID}`
  const common = { label: field.Label, withAsterisk: field.Required, required: field.Required }
  const input = form.getInputProps(path)

  switch (field.Type) {
    case 'checkbox':
      return (
        <Checkbox
          label={
            <>
              {field.Label}
              {field.Required && (
                <Text span c="var(--mantine-color-error)" aria-hidden>
                  {' *'}
                </Text>
              )}
            </>
          }
          required={field.Required}
          {...form.getInputProps(path, { type: 'checkbox' })}
        />
      )
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} maxRows={8} {...input} />
    case 'select':
      if (nativeSelect)
        return (
          <NativeSelect
            {...common}
            data={[{ value: '', label: t('questions.choose') }, ...(field.Options ?? [])]}
            {...input}
          />
        )
      return (
        <Suspense fallback={<TextInput {...common} placeholder={t('questions.choose')} readOnly />}>
          <Select
            {...common}
            data={field.Options}
            placeholder={t('questions.choose')}
            allowDeselect={!field.Required}
            comboboxProps={{ withinPortal: true }}
            {...input}
          />
        </Suspense>
      )
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          autoComplete="tel"
          placeholder={t('buyer.phonePlaceholder')}
          {...input}
          // Shown as product §5 writes phones once typed: +880 and the last 10 digits.
          onBlur={(event) => {
            form.setFieldValue(path, formatPhone(event.currentTarget.value.trim()))
            input.onBlur?.(event)
          }}
        />
      )
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" {...input} />
    default:
      return <TextInput {...common} {...input} />
  }
}
