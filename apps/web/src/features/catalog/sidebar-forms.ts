import { currentLanguage } from '../../lib/i18n.ts'
import { ticketName } from '../../lib/localized.ts'
import { registerSidebarForm } from '../../lib/sidebar/sidebar-store.ts'
import { BundleForm, type BundleFormProps } from './bundle-form.tsx'
import { CollectibleForm, type CollectibleFormProps } from './collectible-form.tsx'
import { DiscountForm, type DiscountFormProps } from './discount-form.tsx'
import { i18n } from './locales/translation.ts'
import { TicketForm, type TicketFormProps } from './ticket-form.tsx'

declare module '../../lib/sidebar/sidebar-store.ts' {
  interface SidebarForms {
    ticket: TicketFormProps
    bundle: BundleFormProps
    discount: DiscountFormProps
    collectible: CollectibleFormProps
  }
}

// The texts load on demand; start now, so a drawer opened from any page importing this has its title.
void i18n.loadNamespaces('catalog')

// The catalog's sidebar forms, available to any page that imports this module (the event pages too).
registerSidebarForm('ticket', {
  Component: TicketForm,
  title: ({ ticket }) =>
    ticket
      ? i18n.t('catalog:ticketForm.titleUpdate', { name: ticketName(ticket, currentLanguage()) })
      : i18n.t('catalog:ticketForm.titleCreate'),
})
registerSidebarForm('bundle', {
  Component: BundleForm,
  title: ({ bundle }) =>
    bundle
      ? i18n.t('catalog:bundleForm.titleUpdate', { name: bundle.Name })
      : i18n.t('catalog:bundleForm.titleCreate'),
})
registerSidebarForm('discount', {
  Component: DiscountForm,
  title: ({ discount }) =>
    discount
      ? i18n.t('catalog:discountForm.titleUpdate', { code: discount.Code })
      : i18n.t('catalog:discountForm.titleCreate'),
})
registerSidebarForm('collectible', {
  Component: CollectibleForm,
  title: () => i18n.t('catalog:collectibleForm.titleCreate'),
})
