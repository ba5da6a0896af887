import { Button, Stack } from '@mantine/core'
import { type Organization, OrganizationInput } from '@mela/shared/organization'
import { IconShieldCog } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { emitAppEvent } from '../../lib/app-events.ts'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { closeSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useSidebarGuard } from '../../lib/sidebar/use-sidebar-guard.tsx'
import { useZodForm } from '../../lib/zod-form.ts'
import { createOrganization, updateOrganization } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { OrganizationContactFields } from './organization-contact-fields.tsx'
import { type OrganizationFormValues, organizationFormValues } from './organization-form-values.ts'
import { OrganizationIdentityFields } from './organization-identity-fields.tsx'
import { OrganizationSettingsFields } from './organization-settings-fields.tsx'

/** In update mode the organization being edited; without it the form creates one. */
export type OrganizationFormProps = { account?: Organization }

/** The organization form (sidebar): create or update, product §5's rules, then announce and close. */
export function OrganizationForm({ account }: OrganizationFormProps) {
  const { t } = useOrganizationsTranslation()
  const form = useZodForm<OrganizationFormValues>(OrganizationInput, organizationFormValues(account))
  const [uploading, setUploading] = useState(false)
  const guard = useSidebarGuard(form.isDirty())
  const mutation = useMutation({
    // The schema trims Name, FeedURL and BrandStatement and leaves blanks out (an empty FeedURL too);
    // an update still sends every field and flag, as PUT replaces the whole organization.
    mutationFn: (input: OrganizationInput) =>
      account ? updateOrganization(account.ID, input) : createOrganization(input),
    onSuccess: (saved) => {
      notifySuccess(t(account ? 'accountForm.updated' : 'accountForm.created', { name: saved.Name }))
      emitAppEvent(account ? 'account:update' : 'account:new', { account: saved })
      closeSidebar()
    },
    onError: (error) => showFormErrors(form, error),
  })

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => mutation.mutate(OrganizationInput.parse(values)),
        focusFirstError(form),
      )}
    >
      <Stack gap="md">
        <OrganizationIdentityFields form={form} onUploadingChange={setUploading} suggestFeedUrl={!account} />
        <OrganizationContactFields form={form} />
        <OrganizationSettingsFields form={form} />
        <Button type="submit" loading={mutation.isPending} disabled={uploading}>
          {account ? t('accountForm.submitUpdate') : t('accountForm.submitCreate')}
        </Button>
        {account?.HasCustomRoles && (
          <Button
            component={Link}
            to={`/organization/${encodeURIComponent(account.ID)}/role`}
            variant="default"
            leftSection={<IconShieldCog size={16} />}
          >
            {t('accountForm.openRoleManager')}
          </Button>
        )}
      </Stack>
      {guard}
    </form>
  )
}
