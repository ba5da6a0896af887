import { useTranslation } from 'react-i18next'

// The development deployment lives on dev.<domain>; the suffix keeps testers from mistaking it for production.
export function isDevHost(hostname = window.location.hostname) {
  return hostname.startsWith('dev.')
}

/** "Mela", or "Mela (DEV)" on the development host. */
export function useProductName() {
  const { t } = useTranslation()
  return t('app.name') + (isDevHost() ? t('app.devSuffix') : '')
}
