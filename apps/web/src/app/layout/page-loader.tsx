import { Center, Loader, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Shown while a page's code or texts load. */
export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Center py={80} role="status">
      <Loader type="dots" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  )
}
