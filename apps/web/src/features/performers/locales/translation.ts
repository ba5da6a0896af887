import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage, i18n } from '../../../lib/i18n.ts'

// The performer screens' texts load with them, one language at a time; the first
// useTranslation('performers') suspends until the viewer's language has arrived.
addLazyNamespace('performers', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

export function usePerformersTranslation() {
  const translation = useTranslation('performers')
  return { ...translation, language: currentLanguage() }
}

export { i18n }
