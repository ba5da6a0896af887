import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage, i18n } from '../../../lib/i18n.ts'

// The checkout texts load with the checkout pages, one language at a time, through the shell's
// on-demand backend (as `pages` and `discovery` do). The first useTranslation('checkout') suspends
// the page until the viewer's language has arrived, so i18n.t below finds it loaded.
addLazyNamespace('checkout', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the checkout namespace, and the interface language for money, digits and dates. */
export function useCheckoutTranslation() {
  const translation = useTranslation('checkout')
  return { ...translation, language: currentLanguage() }
}

export { i18n }
