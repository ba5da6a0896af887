import { Button, Textarea, TextInput } from '@mantine/core'
import { CollectibleInput } from '@mela/shared/catalog'
import { useMutation } from '@tanstack/react-query'
import { emitAppEvent } from '../../lib/app-events.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { SidebarForm } from '../../lib/sidebar/sidebar-form.tsx'
import { closeSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useZodForm } from '../../lib/zod-form.ts'
import { createCollectible } from './api.ts'
import { useCatalogTranslation } from './locales/translation.ts'

export type CollectibleFormProps = { eventId: string; accountId: string }

/** Adds a collectible to the event (sidebar); collectibles are not edited afterwards (product §2). */
export function CollectibleForm({ eventId }: CollectibleFormProps) {
  const { t } = useCatalogTranslation()
  const form = useZodForm(CollectibleInput, { EventID: eventId, Name: '', Description: '' })
  const mutation = useMutation({
    mutationFn: createCollectible,
    onSuccess: (saved) => {
      notifySuccess(t('collectibleForm.created', { name: saved.Name }))
      emitAppEvent('collectible:new', { eventId })
      closeSidebar()
    },
    // product §8: a 400 on creation shows the answer's field errors beside the fields.
    onError: (error) => showFormErrors(form, error),
  })

  return (
    <SidebarForm form={form} schema={CollectibleInput} onSubmit={(values) => mutation.mutate(values)}>
      <TextInput
        label={t('collectibleForm.name')}
        placeholder={t('collectibleForm.namePlaceholder')}
        required
        data-autofocus
        {...form.getInputProps('Name')}
      />
      <Textarea
        label={t('collectibleForm.description')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('Description')}
      />
      <Button type="submit" loading={mutation.isPending}>
        {t('collectibleForm.submitCreate')}
      </Button>
    </SidebarForm>
  )
}
