import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The claims page's texts load with it, one language at a time (as the box office's do).
addLazyNamespace('claims', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the claims namespace, and the interface language for money and digits. */
export function useClaimsTranslation() {
  const translation = useTranslation('claims')
  return { ...translation, language: currentLanguage() }
}
