import { Alert, Button, TextInput } from '@mantine/core'
import { BankAccountInput, type Organization } from '@mela/shared/organization'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { emitAppEvent } from '../../lib/app-events.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { SidebarForm } from '../../lib/sidebar/sidebar-form.tsx'
import { closeSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useZodForm } from '../../lib/zod-form.ts'
import { READABLE_TITLE } from './alert-styles.ts'
import { createBankAccount } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

export type BankAccountFormProps = { account: Pick<Organization, 'ID' | 'Name'> }

const FIELDS = [
  ['BankName', 'bankName', 'organization'],
  ['BranchName', 'branchName', 'off'],
  ['AccountName', 'accountName', 'name'],
  ['AccountNumber', 'accountNumber', 'off'],
] as const

/** Adds where payouts go (sidebar). Details cannot be changed later, and the form says so first. */
export function BankAccountForm({ account }: BankAccountFormProps) {
  const { t } = useOrganizationsTranslation()
  const form = useZodForm(BankAccountInput, {
    AccountID: account.ID,
    BankName: '',
    BranchName: '',
    AccountName: '',
    AccountNumber: '',
  })
  const mutation = useMutation({
    mutationFn: createBankAccount,
    onSuccess: () => {
      notifySuccess(t('bank.created'))
      emitAppEvent('bank-account:new', { accountId: account.ID })
      closeSidebar()
    },
    onError: (error) => showFormErrors(form, error),
  })

  return (
    <SidebarForm form={form} schema={BankAccountInput} onSubmit={(values) => mutation.mutate(values)}>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t('bank.warningTitle')}
        styles={READABLE_TITLE}
      >
        {t('bank.warning')}
      </Alert>
      {FIELDS.map(([field, key, autoComplete], index) => (
        <TextInput
          key={field}
          label={t(`bank.${key}`)}
          required
          autoComplete={autoComplete}
          data-autofocus={index === 0 || undefined}
          {...form.getInputProps(field)}
        />
      ))}
      <Button type="submit" loading={mutation.isPending}>
        {t('bank.submit')}
      </Button>
    </SidebarForm>
  )
}
