import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The discovery texts (with the 64 district names) load with the discovery pages, one language at a
// time, through the same on-demand backend as the static pages' texts. The first useTranslation
// call suspends the page until the viewer's language has arrived.
addLazyNamespace('discovery', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** The discovery texts, and the interface language for dates, digits and money. */
export function useDiscoveryTranslation() {
  const { t, i18n } = useTranslation('discovery')
  return { t, i18n, lang: currentLanguage() }
}
