import { Textarea, TextInput } from '@mantine/core'
import { suggestedFeedUrl } from '@mela/shared/organization'
import type { ChangeEvent } from 'react'
import { ImageUploader } from '../../lib/media/image-uploader.tsx'
import { useOrganizationsTranslation } from './locales/translation.ts'
import type { OrganizationFormType } from './organization-form-values.ts'

type Props = {
  form: OrganizationFormType
  onUploadingChange: (uploading: boolean) => void
  /** A new organization: its feed address follows the name (in Latin letters) until the organizer writes one. */
  suggestFeedUrl?: boolean
}

/** Who the organization is: name, feed address, logo and brand statement. */
export function OrganizationIdentityFields({ form, onUploadingChange, suggestFeedUrl = false }: Props) {
  const { t } = useOrganizationsTranslation()
  const feedName = form.values.FeedURL.trim() || t('accountForm.feedUrlPlaceholder')
  const logo = form.getInputProps('ImageURL')
  const name = form.getInputProps('Name')
  // A feed address still blank or still the one suggested for the name so far is the organizer's to keep
  // only once they change it; until then it follows the name.
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { FeedURL, Name } = form.getValues()
    if (suggestFeedUrl && (FeedURL === '' || FeedURL === suggestedFeedUrl(Name)))
      form.setFieldValue('FeedURL', suggestedFeedUrl(event.currentTarget.value))
    name.onChange(event)
  }
  return (
    <>
      <TextInput label={t('accountForm.name')} required data-autofocus {...name} onChange={onNameChange} />
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
