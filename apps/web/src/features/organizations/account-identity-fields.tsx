import { Textarea, TextInput } from '@mantine/core'
import { ImageUploader } from '../../lib/media/image-uploader.tsx'
import type { AccountFormType } from './account-form-values.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

type Props = { form: AccountFormType; onUploadingChange: (uploading: boolean) => void }

/** Who the organization is: name, feed address, logo and brand statement. */
export function AccountIdentityFields({ form, onUploadingChange }: Props) {
  const { t } = useOrganizationsTranslation()
  const feedName = form.values.FeedURL.trim() || t('accountForm.feedUrlPlaceholder')
  const logo = form.getInputProps('ImageURL')
  return (
    <>
      <TextInput label={t('accountForm.name')} required data-autofocus {...form.getInputProps('Name')} />
      <TextInput
        label={t('accountForm.feedUrl')}
        description={t('accountForm.feedUrlHint', { url: `${window.location.origin}/feed/${feedName}` })}
        placeholder={t('accountForm.feedUrlPlaceholder')}
        autoCapitalize="none"
        spellCheck={false}
        {...form.getInputProps('FeedURL')}
      />
      <ImageUploader
        label={t('accountForm.logo')}
        description={t('accountForm.logoHint')}
        folder="organizations"
        aspect="1:1"
        value={form.values.ImageURL}
        error={typeof logo.error === 'string' ? logo.error : undefined}
        onChange={(url) => form.setFieldValue('ImageURL', url)}
        onUploadingChange={onUploadingChange}
      />
      <Textarea
        label={t('accountForm.brandStatement')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('BrandStatement')}
      />
    </>
  )
}
