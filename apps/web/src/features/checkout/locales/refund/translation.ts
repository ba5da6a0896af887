import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../../lib/i18n.ts'

// The refund dialog's texts, in their own namespace beside checkout's: only organizers who may
// refund ever open it.
addLazyNamespace('refund', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the refund namespace, and the interface language for money and digits. */
export function useRefundTranslation() {
  const translation = useTranslation('refund')
  return { ...translation, language: currentLanguage() }
}
