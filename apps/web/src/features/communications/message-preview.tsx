import { Alert, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import type { CommunicationPreview } from '@mela/shared/communication'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka } from '@mela/shared/money-format'
import { useCommunicationsTranslation } from './locales/translation.ts'

type Props = { preview: CommunicationPreview | undefined; loading: boolean; error?: string | undefined }

/** What one real recipient will read, how many get it, and for SMS its parts and cost. */
export function MessagePreview({ preview, loading, error }: Props) {
  const { t, language } = useCommunicationsTranslation()
  const digits = (n: number) => localizeDigits(String(n), language)
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite" data-testid="communication-preview">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('preview.title')}</Text>
          {loading ? (
            <Loader size="xs" aria-label={t('preview.loading')} />
          ) : (
            preview && (
              <Badge size="lg" variant="light" data-testid="communication-recipients">
                {t('preview.recipients', { count: preview.Recipients, n: digits(preview.Recipients) })}
              </Badge>
            )
          )}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {preview && !preview.Sample && <Text c="dimmed">{t('preview.none')}</Text>}
        {preview?.Sample && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('preview.to', { to: preview.Sample.To })}
            </Text>
            {preview.Sample.Subject && <Text fw={600}>{preview.Sample.Subject}</Text>}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.Sample.Body}
            </Text>
          </Stack>
        )}
        {preview?.Segments !== undefined && (
          <Stack gap={2} data-testid="sms-segments">
            <Text size="sm" fw={500}>
              {t('preview.segments', {
                count: preview.Segments,
                n: digits(preview.Segments),
                encoding: preview.Encoding ?? '',
              })}
            </Text>
            <Text size="sm">
              {t('preview.cost', {
                cost: formatTaka(Math.round((preview.CostTaka ?? 0) * 100), { digits: language }),
              })}
            </Text>
            {preview.Encoding === 'UCS-2' && (
              <Text size="xs" c="dimmed">
                {t('preview.unicode')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
