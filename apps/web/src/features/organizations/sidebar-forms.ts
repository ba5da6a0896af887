import { registerSidebarForm } from '../../lib/sidebar/sidebar-store.ts'
import { AccountForm, type AccountFormProps } from './account-form.tsx'
import { BankAccountForm, type BankAccountFormProps } from './bank-account-form.tsx'
import { i18n } from './locales/translation.ts'
import { OrganizersPanel, type OrganizersPanelProps } from './organizers-panel.tsx'

declare module '../../lib/sidebar/sidebar-store.ts' {
  interface SidebarForms {
    account: AccountFormProps
    organizers: OrganizersPanelProps
    'bank-account': BankAccountFormProps
  }
}

// The organization screens' sidebar forms, available once a page of this feature has loaded.
registerSidebarForm('account', {
  Component: AccountForm,
  title: ({ account }) =>
    account
      ? i18n.t('organizations:accountForm.titleUpdate', { name: account.Name })
      : i18n.t('organizations:accountForm.titleCreate'),
})
registerSidebarForm('organizers', {
  Component: OrganizersPanel,
  title: ({ account }) => i18n.t('organizations:organizers.title', { name: account.Name }),
})
registerSidebarForm('bank-account', {
  Component: BankAccountForm,
  title: ({ account }) => i18n.t('organizations:bank.title', { name: account.Name }),
})
