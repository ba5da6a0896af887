import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The seating editor's texts load with its page, one language at a time (as checkout's do).
addLazyNamespace('seating', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the seating editor's namespace, and the interface language for digits. */
export function useSeatingTranslation() {
  const translation = useTranslation('seating')
  return { ...translation, language: currentLanguage() }
}
