import { Textarea, TextInput } from '@mantine/core'
import { EmailField, PhoneField } from '../../lib/person-fields.tsx'
import { useOrganizationsTranslation } from './locales/translation.ts'
import type { OrganizationFormType } from './organization-form-values.ts'

/** How buyers reach the organization. */
export function OrganizationContactFields({ form }: { form: OrganizationFormType }) {
  const { t } = useOrganizationsTranslation()
  return (
    <>
      <TextInput
        label={t('accountForm.facebookUrl')}
        type="url"
        placeholder="https://facebook.com/…"
        {...form.getInputProps('FacebookURL')}
      />
      <EmailField {...form.getInputProps('Email')} />
      <PhoneField {...form.getInputProps('Phone')} />
      <Textarea
        label={t('accountForm.address')}
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps('Address')}
      />
      <TextInput
        label={t('accountForm.website')}
        type="url"
        placeholder="https://"
        {...form.getInputProps('Website')}
      />
    </>
  )
}
