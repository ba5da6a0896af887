import { isDevHost } from '@mela/shared/public-page'
import { useTranslation } from 'react-i18next'
import { useRenderedPage } from './rendered-page.ts'

/** "Mela", or "Mela (DEV)" on the development host. */
export function useProductName() {
  const { t } = useTranslation()
  const rendered = useRenderedPage()
  const devHost = rendered ? rendered.devHost : isDevHost(window.location.hostname)
  return t('app.name') + (devHost ? t('app.devSuffix') : '')
}
