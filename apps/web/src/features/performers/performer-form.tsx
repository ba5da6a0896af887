import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core'
import type { Performer } from '@mela/shared/catalog'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { emitAppEvent } from '../../lib/app-events.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { ImageUploader } from '../../lib/media/image-uploader.tsx'
import { notifySuccess } from '../../lib/notify.ts'
import { closeSidebar, useSidebarDirty } from '../../lib/sidebar/sidebar-store.ts'
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes-guard.tsx'
import { useZodForm } from '../../lib/zod-form.ts'
import { createPerformer, updatePerformer } from './api.ts'
import { usePerformersTranslation } from './locales/translation.ts'
import {
  type PerformerFormValues,
  performerFormValues,
  performerName,
  performerSchema,
} from './performer-form-values.ts'

export type PerformerFormProps = {
  /** The organization a new performer joins. */
  organizationId?: string
  /** In update mode the performer being edited. */
  performer?: Performer
  /** Hosted by the sidebar (the default) or by the update page. */
  inSidebar?: boolean
  /** After saving; the sidebar closes by default. */
  onSaved?: (saved: Performer) => void
}

/** The performer form: product §5's name rule, a photo, then announce the performer and hand it back. */
export function PerformerForm({
  organizationId,
  performer,
  inSidebar = true,
  onSaved = closeSidebar,
}: PerformerFormProps) {
  const { t } = usePerformersTranslation()
  const form = useZodForm<PerformerFormValues>(
    performerSchema,
    performerFormValues(organizationId, performer),
  )
  const [uploading, setUploading] = useState(false)
  const dirty = form.isDirty()
  useSidebarDirty(inSidebar && dirty)
  const guard = useUnsavedChangesGuard(dirty)
  const mutation = useMutation({
    mutationFn: (values: PerformerFormValues) => {
      const input = performerSchema.parse(values)
      return performer ? updatePerformer(performer.ID, input) : createPerformer(input)
    },
    onSuccess: (saved) => {
      notifySuccess(t(performer ? 'form.updated' : 'form.created', { name: performerName(saved) }))
      emitAppEvent(performer ? 'performer:edit' : 'performer:new', { performerId: saved.ID })
      form.resetDirty()
      onSaved(saved)
    },
    onError: (error) => showFormErrors(form, error),
  })

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('form.firstName')}
            required
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('FirstName')}
          />
          <TextInput label={t('form.lastName')} autoComplete="off" {...form.getInputProps('LastName')} />
        </Group>
        <TextInput
          label={t('form.alternativeName')}
          description={t('form.alternativeNameHint')}
          {...form.getInputProps('AlternativeName')}
        />
        <ImageUploader
          label={t('form.image')}
          description={t('form.imageHint')}
          folder="performers"
          accountId={form.values.Organizations[0]?.ID}
          aspect="1:1"
          value={form.values.Image}
          onChange={(url) => form.setFieldValue('Image', url)}
          onUploadingChange={setUploading}
          error={form.getInputProps('Image').error as string | undefined}
        />
        <Textarea
          label={t('form.biography')}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('Biography')}
        />
        <Button type="submit" loading={mutation.isPending} disabled={uploading}>
          {t(performer ? 'form.submitUpdate' : 'form.submitCreate')}
        </Button>
      </Stack>
      {guard}
    </form>
  )
}
