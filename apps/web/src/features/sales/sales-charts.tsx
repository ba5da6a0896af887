import '@mantine/charts/styles.css'
import { AreaChart, BarChart } from '@mantine/charts'
import { Paper, Stack, Title } from '@mantine/core'
import type { SalesAnalytics } from '@mela/shared/sales'
import { countText, takaText } from '../../lib/price-format.ts'
import { useSalesTranslation } from './locales/translation.ts'
import { periodText } from './period-text.ts'

/**
 * The series and the ticket types drawn for sighted readers; the same numbers are in the tables
 * below, so the drawings are hidden from screen readers.
 */
export function SalesCharts({ sales }: { sales: SalesAnalytics }) {
  const { t, language } = useSalesTranslation()
  const money = (value: number) => takaText(value, language)
  const count = (value: number) => countText(value, language)
  // The axes and tooltips speak the reader's language: Bengali dates and digits in Bengali.
  const series = sales.Series.map((row) => ({ ...row, Period: periodText(row.Period, language, 'short') }))
  return (
    <>
      <Paper withBorder radius="md" p="md" aria-hidden>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('chart.overTime')}
          </Title>
          <AreaChart
            h={220}
            data={series}
            dataKey="Period"
            series={[{ name: 'Gross', label: t('totals.gross'), color: 'teal.6' }]}
            valueFormatter={money}
            curveType="linear"
            withDots={sales.Series.length <= 31}
          />
        </Stack>
      </Paper>
      {sales.ByTicket.length > 0 && (
        <Paper withBorder radius="md" p="md" aria-hidden>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('chart.byTicket')}
            </Title>
            <BarChart
              h={Math.max(120, sales.ByTicket.length * 44)}
              data={sales.ByTicket}
              dataKey="Name"
              orientation="vertical"
              series={[{ name: 'Tickets', label: t('totals.tickets'), color: 'indigo.5' }]}
              valueFormatter={count}
              // Tickets come whole: no "০.৫" between the ticks.
              xAxisProps={{ allowDecimals: false }}
            />
          </Stack>
        </Paper>
      )}
    </>
  )
}
