import { registerSidebarForm } from '../../lib/sidebar/sidebar-store.ts'
import { BankAccountForm, type BankAccountFormProps } from './bank-account-form.tsx'
import { i18n } from './locales/translation.ts'
import { OrganizationForm, type OrganizationFormProps } from './organization-form.tsx'
import { OrganizersPanel, type OrganizersPanelProps } from './organizers-panel.tsx'

declare module '../../lib/sidebar/sidebar-store.ts' {
  interface SidebarForms {
    account: OrganizationFormProps
    organizers: OrganizersPanelProps
    'bank-account': BankAccountFormProps
  }
}

// The organization screens' sidebar forms, available once a page of this feature has loaded.
registerSidebarForm('account', {
  Component: OrganizationForm,
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
