import { useTranslation } from 'react-i18next'
import { addLazyNamespace, currentLanguage } from '../../../lib/i18n.ts'

// The superuser errors page's texts load with its screens, one language at a time.
addLazyNamespace('telemetry', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
})

/** `t` of the telemetry namespace, and the interface language for digits and dates. */
export function useTelemetryTranslation() {
  const translation = useTranslation('telemetry')
  return { ...translation, language: currentLanguage() }
}
