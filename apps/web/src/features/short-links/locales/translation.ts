import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The URL shortener's texts load with its screens, one language at a time.
addLazyNamespace('shortLinks', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the shortLinks namespace, and the interface language for digits. */
export function useShortLinksTranslation() {
  const translation = useTranslation('shortLinks')
  return { ...translation, language: currentLanguage() }
}
