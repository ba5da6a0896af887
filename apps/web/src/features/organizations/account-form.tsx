import { Button, Stack } from '@mantine/core'
import { type Account, AccountInput } from '@mela/shared/organization'
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
import { AccountContactFields } from './account-contact-fields.tsx'
import { type AccountFormValues, accountFormValues } from './account-form-values.ts'
import { AccountIdentityFields } from './account-identity-fields.tsx'
import { AccountSettingsFields } from './account-settings-fields.tsx'
import { createAccount, updateAccount } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

/** In update mode the organization being edited; without it the form creates one. */
export type AccountFormProps = { account?: Account }

/** The organization form (sidebar): create or update, product §5's rules, then announce and close. */
export function AccountForm({ account }: AccountFormProps) {
  const { t } = useOrganizationsTranslation()
  const form = useZodForm<AccountFormValues>(AccountInput, accountFormValues(account))
  const [uploading, setUploading] = useState(false)
  const guard = useSidebarGuard(form.isDirty())
  const mutation = useMutation({
    // The schema trims Name, FeedURL and BrandStatement and leaves blanks out (an empty FeedURL too);
    // an update still sends every field and flag, as PUT replaces the whole organization.
    mutationFn: (input: AccountInput) => (account ? updateAccount(account.ID, input) : createAccount(input)),
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
      onSubmit={form.onSubmit((values) => mutation.mutate(AccountInput.parse(values)), focusFirstError(form))}
    >
      <Stack gap="md">
        <AccountIdentityFields form={form} onUploadingChange={setUploading} suggestFeedUrl={!account} />
        <AccountContactFields form={form} />
        <AccountSettingsFields form={form} />
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
