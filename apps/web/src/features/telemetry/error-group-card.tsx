import { Badge, Code, Group, Paper, Spoiler, Stack, Text } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import type { ErrorGroup } from '@mela/shared/telemetry'
import { useTelemetryTranslation } from './locales/translation.ts'

/** One message: where from, how often, when, and the newest report's page, request ID and stack. */
export function ErrorGroupCard({ group }: { group: ErrorGroup }) {
  const { t, language } = useTelemetryTranslation()
  const when = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang: language })
  return (
    <Paper withBorder p="sm" radius="md" data-testid="error-group">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={group.Source === 'server' ? 'red' : 'orange'} variant="light">
            {t(`errors.${group.Source}`)}
          </Badge>
          <Badge variant="outline">
            {localizeDigits(t('errors.count', { count: group.Count }), language)}
          </Badge>
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {group.Message}
        </Text>
        <Text size="sm" c="dimmed">
          {t('errors.lastSeen', { when: when(group.LastSeen) })} ·{' '}
          {t('errors.firstSeen', { when: when(group.FirstSeen) })}
        </Text>
        {group.LastURL && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('errors.page', { url: group.LastURL })}
          </Text>
        )}
        {group.LastRequestID && (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {t('errors.requestId', { id: group.LastRequestID })}
          </Text>
        )}
        {group.LastStack && (
          <Spoiler maxHeight={0} showLabel={t('errors.stack')} hideLabel={t('errors.stack')}>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {group.LastStack}
            </Code>
          </Spoiler>
        )}
      </Stack>
    </Paper>
  )
}
