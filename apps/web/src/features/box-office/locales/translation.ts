import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The box office's texts load with its pages, one language at a time (as checkout's do).
addLazyNamespace('boxOffice', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the box office namespace, and the interface language for money and digits. */
export function useBoxOfficeTranslation() {
  const translation = useTranslation('boxOffice')
  return { ...translation, language: currentLanguage() }
}
