import { Alert, ScrollArea, Table, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { ANALYTICS_EVENT_NAMES, type AnalyticsCounts } from '@mela/shared/telemetry'
import { useTelemetryTranslation } from './locales/translation.ts'

const MODE_TEXT = {
  off: 'analytics.off',
  posthog: 'analytics.posthog',
  'first-party': 'analytics.firstParty',
} as const

/** Events per day (rows) and name (columns), newest day first, with where events go now above. */
export function AnalyticsTable({ counts }: { counts: AnalyticsCounts }) {
  const { t, language } = useTelemetryTranslation()
  const digits = (value: number | string) => localizeDigits(String(value), language)
  const days = [...new Set(counts.Items.map((item) => item.Day))]
  const countOf = (day: string, name: string) =>
    counts.Items.find((item) => item.Day === day && item.Name === name)?.Count ?? 0
  return (
    <>
      <Alert color={counts.Mode === 'off' ? 'gray' : 'blue'} variant="light">
        {t(MODE_TEXT[counts.Mode])}
      </Alert>
      {days.length === 0 ? (
        <Text c="dimmed">{t('analytics.empty')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped withTableBorder miw={640} data-testid="analytics-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('analytics.day')}</Table.Th>
                {ANALYTICS_EVENT_NAMES.map((name) => (
                  <Table.Th key={name} ta="right">
                    {name}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('analytics.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{digits(day)}</Table.Td>
                  {ANALYTICS_EVENT_NAMES.map((name) => (
                    <Table.Td key={name} ta="right">
                      {digits(countOf(day, name))}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {digits(ANALYTICS_EVENT_NAMES.reduce((sum, name) => sum + countOf(day, name), 0))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </>
  )
}
