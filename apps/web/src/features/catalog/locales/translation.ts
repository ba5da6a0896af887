import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage, i18n } from '../../../lib/i18n.ts'

// The catalog texts load with the pages and sidebar forms that use them, one language at a time.
// The first useTranslation('catalog') suspends until the viewer's language has arrived.
addLazyNamespace('catalog', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the catalog namespace, and the interface language for money, digits and dates. */
export function useCatalogTranslation() {
  const translation = useTranslation('catalog')
  return { ...translation, language: currentLanguage() }
}

export { i18n }
