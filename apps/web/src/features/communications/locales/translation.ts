import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The communications texts load with their pages, one language at a time.
addLazyNamespace('communications', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the communications namespace, and the interface language for dates, digits and money. */
export function useCommunicationsTranslation() {
  const translation = useTranslation('communications')
  return { ...translation, language: currentLanguage() }
}
