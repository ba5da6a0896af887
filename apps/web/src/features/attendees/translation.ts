import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../lib/i18n.ts'

// Waiting lists, transfers and cancellations: their own namespace, loaded with the pages that show them.
addLazyNamespace('attendees', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
})

/** `t` of the attendees namespace, and the interface language for digits and dates. */
export function useAttendeesTranslation() {
  const translation = useTranslation('attendees')
  return { ...translation, language: currentLanguage() }
}
