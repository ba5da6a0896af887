import { Select, Textarea, TextInput } from '@mantine/core'
import { EVENT_CATEGORIES } from '@mela/shared/event-enums'
import { useEventNames } from '../../lib/event-names/translation.ts'
import { ImageUploader } from '../../lib/media/image-uploader.tsx'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

type Props = { form: EventForm; onUploadingChange: (uploading: boolean) => void }

/** What the event is: title, banner, description and category. */
export function EventAboutFields({ form, onUploadingChange }: Props) {
  const { t } = useEventsTranslation()
  const names = useEventNames()
  const categories = EVENT_CATEGORIES.map((category) => ({
    value: category,
    label: names.category(category),
  }))
  const banner = form.getInputProps('ImageURL')
  return (
    <>
      <TextInput label={t('basics.title')} withAsterisk {...form.getInputProps('Title')} />
      <ImageUploader
        label={t('basics.banner')}
        description={t('basics.bannerHint')}
        folder="events"
        accountId={form.values.AccountID || undefined}
        aspect="16:9"
        value={form.values.ImageURL}
        error={banner.error}
        onChange={(url) => form.setFieldValue('ImageURL', url)}
        onUploadingChange={onUploadingChange}
      />
      <Textarea
        label={t('basics.description')}
        description={t('basics.descriptionHint')}
        autosize
        minRows={5}
        maxRows={16}
        {...form.getInputProps('Description')}
      />
      <Select
        label={t('basics.category')}
        placeholder={t('basics.categoryPlaceholder')}
        withAsterisk
        data={categories}
        searchable
        allowDeselect={false}
        {...form.getInputProps('Category')}
      />
    </>
  )
}
