import { Alert, Button } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useDiscoveryTranslation } from './locales/translation.ts'

/** A failed load with a retry, in place of the list or page that could not come. */
export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useDiscoveryTranslation()
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {text ?? t('common.loadError')}
      <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  )
}
