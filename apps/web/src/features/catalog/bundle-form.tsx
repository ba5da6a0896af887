import { Button, Stack, TextInput } from '@mantine/core'
import type { Bundle } from '@mela/shared/catalog'
import { useMutation, useQuery } from '@tanstack/react-query'
import { emitAppEvent } from '../../lib/app-events.ts'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { closeSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useSidebarGuard } from '../../lib/sidebar/use-sidebar-guard.tsx'
import { TakaInput } from '../../lib/taka-input.tsx'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useZodForm } from '../../lib/zod-form.ts'
import { createBundle, ticketsQuery, updateBundle } from './api.ts'
import {
  type BundleFormValues,
  bundleCreateSchema,
  bundleFormValues,
  toBundleUpdate,
} from './bundle-form-values.ts'
import { BundleTicketsField } from './bundle-tickets-field.tsx'
import { FixedFieldsNotice } from './fixed-fields-notice.tsx'
import { useCatalogTranslation } from './locales/translation.ts'
import { NoteField } from './note-field.tsx'

/** In update mode the bundle being edited; without it the form adds one. */
export type BundleFormProps = { eventId: string; accountId: string; bundle?: Bundle }

// An update changes the Note only (product §4), so it is checked against the Note's rule alone.
const noteOnly = bundleCreateSchema.pick({ Note: true })

/** The bundle form (sidebar): name, price and tickets when adding; only the note afterwards. */
export function BundleForm({ eventId, accountId, bundle }: BundleFormProps) {
  const { t } = useCatalogTranslation()
  const { can } = usePermissions()
  const tickets = useQuery(ticketsQuery(eventId)).data ?? []
  const form = useZodForm<BundleFormValues>(
    bundle ? noteOnly : bundleCreateSchema,
    bundleFormValues(eventId, bundle),
  )
  const guard = useSidebarGuard(form.isDirty())
  const mutation = useMutation({
    mutationFn: (values: BundleFormValues) =>
      bundle
        ? updateBundle(bundle.ID, toBundleUpdate(values))
        : createBundle(bundleCreateSchema.parse(values)),
    onSuccess: (saved) => {
      notifySuccess(t(bundle ? 'bundleForm.updated' : 'bundleForm.created', { name: saved.Name }))
      emitAppEvent(bundle ? 'bundle:edit' : 'bundle:new', { eventId })
      closeSidebar()
    },
    onError: (error) => showFormErrors(form, error),
  })
  const fixed = Boolean(bundle)
  const error = (path: string) => form.getInputProps(path).error as string | undefined

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstError(form))}>
      <Stack gap="md">
        {fixed && <FixedFieldsNotice>{t('bundleForm.fixed')}</FixedFieldsNotice>}
        <TextInput
          label={t('bundleForm.name')}
          placeholder={t('bundleForm.namePlaceholder')}
          required
          disabled={fixed}
          data-autofocus={!fixed || undefined}
          {...form.getInputProps('Name')}
        />
        <TakaInput label={t('bundleForm.price')} required disabled={fixed} {...form.getInputProps('Price')} />
        {/* product §6: choosing a bundle's tickets needs ticket_manage on the event's account. */}
        {can(accountId, 'ticket_manage') && (
          <BundleTicketsField
            tickets={tickets}
            value={form.values.Tickets}
            onChange={(value) => form.setFieldValue('Tickets', value)}
            error={error('Tickets')}
            quantityError={(index) => error(`Tickets.${index}.Quantity`)}
            disabled={fixed}
          />
        )}
        <NoteField data-autofocus={fixed || undefined} {...form.getInputProps('Note')} />
        <Button type="submit" loading={mutation.isPending}>
          {t(bundle ? 'bundleForm.submitUpdate' : 'bundleForm.submitCreate')}
        </Button>
      </Stack>
      {guard}
    </form>
  )
}
