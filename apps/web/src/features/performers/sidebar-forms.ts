import { registerSidebarForm } from '../../lib/sidebar/sidebar-store.ts'
import { i18n } from './locales/translation.ts'
import { PerformerForm, type PerformerFormProps } from './performer-form.tsx'
import { performerName } from './performer-form-values.ts'

declare module '../../lib/sidebar/sidebar-store.ts' {
  interface SidebarForms {
    performer: Pick<PerformerFormProps, 'organizationId' | 'performer'>
  }
}

// The texts load on demand; start now, so the drawer has its title when it opens.
void i18n.loadNamespaces('performers')

// The performer form in the sidebar, available to any page that imports this module.
registerSidebarForm('performer', {
  Component: PerformerForm,
  title: ({ performer }) =>
    performer
      ? i18n.t('performers:form.titleUpdate', { name: performerName(performer) })
      : i18n.t('performers:form.titleCreate'),
})
