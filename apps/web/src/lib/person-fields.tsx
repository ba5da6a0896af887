import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'

type Props = {
  firstName: GetInputPropsReturnType
  lastName: GetInputPropsReturnType
  /** Focus the first name when the form opens (in a dialog). */
  autoFocus?: boolean
  /** One above the other even on wide screens (a narrow form). */
  stacked?: boolean
}

/** A person's first name (required) and last name, side by side from the `xs` width up. */
export function NameFields({ firstName, lastName, autoFocus, stacked }: Props) {
  const { t } = useTranslation()
  const fields = (
    <>
      <TextInput
        label={t('fields.firstName')}
        autoComplete="given-name"
        withAsterisk
        data-autofocus={autoFocus || undefined}
        {...firstName}
      />
      <TextInput label={t('fields.lastName')} autoComplete="family-name" {...lastName} />
    </>
  )
  return stacked ? fields : <SimpleGrid cols={{ base: 1, xs: 2 }}>{fields}</SimpleGrid>
}

/** An e-mail address field, filled in by the browser from the user's own. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation()
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" {...props} />
}

/** A phone number field; `example` shows the shape product §5 writes numbers in. */
export function PhoneField({ example, ...props }: TextInputProps & { example?: boolean }) {
  const { t } = useTranslation()
  return (
    <TextInput
      label={t('fields.phone')}
      type="tel"
      autoComplete="tel"
      placeholder={example ? t('fields.phonePlaceholder') : undefined}
      {...props}
    />
  )
}
