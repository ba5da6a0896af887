import { isDevHost } from '@mela/shared/public-page'
import { useTranslation } from 'react-i18next'

/** "Mela", or "Mela (DEV)" on the development host. */
export function useProductName() {
  const { t } = useTranslation()
  return t('app.name') + (isDevHost(window.location.hostname) ? t('app.devSuffix') : '')
}
