import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The door's texts load with the door screen (and the scanner wherever it is used), one language at a time.
addLazyNamespace('door', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the door namespace, and the interface language for digits and times. */
export function useDoorTranslation() {
  const translation = useTranslation('door')
  return { ...translation, language: currentLanguage() }
}
