import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The superuser area's texts load with its pages, one language at a time (as the box office's do).
addLazyNamespace('superuser', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the superuser namespace, and the interface language for dates, money and digits. */
export function useSuperuserTranslation() {
  const translation = useTranslation('superuser')
  return { ...translation, language: currentLanguage() }
}
