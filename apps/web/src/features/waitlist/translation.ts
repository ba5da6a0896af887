import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../lib/i18n.ts'

// Waiting lists, transfers and cancellations: their own namespace, loaded with the pages that show them.
addLazyNamespace('waitlist', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
})

/** `t` of the waitlist namespace, and the interface language for digits and dates. */
export function useWaitlistTranslation() {
  const translation = useTranslation('waitlist')
  return { ...translation, language: currentLanguage() }
}
