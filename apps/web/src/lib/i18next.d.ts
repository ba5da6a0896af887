import 'i18next'
import type checkout from '../features/checkout/locales/en.json'
import type discovery from '../features/discovery/locales/en.json'
import type organizations from '../features/organizations/locales/en.json'
import type en from '../locales/en.json'
import type pages from '../locales/pages/en.json'
import type commonForms from './common-forms/en.json'

// Keys are checked at compile time against the English files; bn.json must match (see the test).
// `organizations` and `common-forms` are added by the code that uses them (addResourceBundle);
// `discovery` and `checkout` load with their pages (addLazyNamespace).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: typeof en
      pages: typeof pages
      organizations: typeof organizations
      'common-forms': typeof commonForms
      discovery: typeof discovery
      checkout: typeof checkout
    }
  }
}
