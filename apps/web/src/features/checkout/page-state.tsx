import { Alert, Center, Loader } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { errorMessageOf } from '../../lib/notify.ts'
import { useCheckoutTranslation } from './locales/translation.ts'

/** A page's loading spinner, or the reason it could not load. */
export function PageState({ error }: { error?: unknown }) {
  const { t } = useCheckoutTranslation()
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorMessageOf(error)}
      </Alert>
    )
  }
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  )
}
