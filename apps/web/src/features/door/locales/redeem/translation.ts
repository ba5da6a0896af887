import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../../lib/i18n.ts'

// The redeem screen's texts load with it, one language at a time (as the catalog's do). Their own
// namespace, beside the door app's, so the two screens load only what they show.
addLazyNamespace('redeem', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the redeem namespace, and the interface language for digits and dates. */
export function useRedeemTranslation() {
  const translation = useTranslation('redeem')
  return { ...translation, language: currentLanguage() }
}
