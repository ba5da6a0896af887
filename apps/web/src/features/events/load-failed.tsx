import { Alert, Button, Stack, Text } from '@mantine/core'
import { errorMessageOf } from '../../lib/notify.ts'
import { useEventsTranslation } from './locales/translation.ts'

type Props = { title: string; error: unknown; onRetry: () => void }

/** A load that failed: what went wrong (a 403 or 404 in the server's words), and a retry. */
export function LoadFailed({ title, error, onRetry }: Props) {
  const { t } = useEventsTranslation()
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('editor.retry')}
        </Button>
      </Stack>
    </Alert>
  )
}
