import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The guest list's texts load with its pages, one language at a time.
addLazyNamespace('guests', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the guests namespace, and the interface language for dates and digits. */
export function useGuestsTranslation() {
  const translation = useTranslation('guests')
  return { ...translation, language: currentLanguage() }
}
