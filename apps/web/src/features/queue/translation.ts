import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../lib/i18n.ts'

// The on-sale queue: its own namespace, loaded only with the screens that show it.
addLazyNamespace('queue', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
})

/** `t` of the queue namespace, and the interface language for digits. */
export function useQueueTranslation() {
  const translation = useTranslation('queue')
  return { ...translation, language: currentLanguage() }
}
