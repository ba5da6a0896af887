import { Alert, Button, Stack, Text } from '@mantine/core'
import { errorMessageOf } from '../../lib/notify.ts'
import { usePerformersTranslation } from './locales/translation.ts'

/** Something of these screens that could not be loaded, with the reason and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string
  error: unknown
  onRetry: () => void
}) {
  const { t } = usePerformersTranslation()
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      </Stack>
    </Alert>
  )
}
