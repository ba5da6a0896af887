import { Table, Title } from '@mantine/core'
import type { SalesAnalytics } from '@mela/shared/sales'
import { countText, takaText } from '../../lib/price-format.ts'
import { useSalesTranslation } from './locales/translation.ts'
import { periodText } from './period-text.ts'

type Column<T> = { label: string; value: (row: T) => string }

function NumbersTable<T>({ title, rows, columns }: { title: string; rows: T[]; columns: Column<T>[] }) {
  return (
    <>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only and never reorder
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column.label}>{column.value(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}

/** The analytics as numbers: by channel, by ticket type and per period (what the charts draw). */
export function SalesTables({ sales }: { sales: SalesAnalytics }) {
  const { t, language } = useSalesTranslation()
  const money = (value: number) => takaText(value, language)
  const count = (value: number) => countText(value, language)
  return (
    <>
      <NumbersTable
        title={t('chart.byChannel')}
        rows={sales.ByChannel}
        columns={[
          { label: t('table.channel'), value: (row) => t(`channel.${row.Channel}`) },
          { label: t('table.purchases'), value: (row) => count(row.Purchases) },
          { label: t('table.tickets'), value: (row) => count(row.Tickets) },
          { label: t('table.gross'), value: (row) => money(row.Gross) },
        ]}
      />
      <NumbersTable
        title={t('chart.byTicket')}
        rows={sales.ByTicket}
        columns={[
          { label: t('table.name'), value: (row) => row.Name },
          { label: t('table.tickets'), value: (row) => count(row.Tickets) },
          { label: t('table.checkedIn'), value: (row) => count(row.CheckedIn) },
          { label: t('table.gross'), value: (row) => money(row.Gross) },
        ]}
      />
      <NumbersTable
        title={t('chart.overTime')}
        rows={sales.Series.filter((row) => row.Purchases > 0)}
        columns={[
          { label: t('table.period'), value: (row) => periodText(row.Period, language) },
          { label: t('table.purchases'), value: (row) => count(row.Purchases) },
          { label: t('table.tickets'), value: (row) => count(row.Tickets) },
          { label: t('table.gross'), value: (row) => money(row.Gross) },
        ]}
      />
    </>
  )
}
