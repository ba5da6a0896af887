import { Alert, Button, Stack, Text } from '@mantine/core'
import type { CSSProperties } from 'react'
import { useCommonFormsTranslation } from './common-forms/translation.ts'
import { errorMessageOf } from './notify.ts'

type Props = {
  /** What could not be loaded, e.g. "The guest list could not be loaded"; a generic line otherwise. */
  title?: string
  error: unknown
  onRetry: () => void
  styles?: { title?: CSSProperties }
}

/** A load that failed, in place of what it would have shown: the server's reason and a retry. */
export function LoadFailed({ title, error, onRetry, styles }: Props) {
  const { t } = useCommonFormsTranslation()
  return (
    <Alert color="red" styles={styles} title={title ?? t('loadFailed.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
      </Stack>
    </Alert>
  )
}
