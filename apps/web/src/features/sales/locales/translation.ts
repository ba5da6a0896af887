import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The analytics texts load with the page, one language at a time (as checkout's do).
addLazyNamespace('sales', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the sales namespace, and the interface language for money and digits. */
export function useSalesTranslation() {
  const translation = useTranslation('sales')
  return { ...translation, language: currentLanguage() }
}
