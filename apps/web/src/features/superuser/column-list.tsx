import { Paper, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { RowList } from '../../lib/paged-list.tsx'
import { useWide } from './use-wide.ts'

export type Column<T> = { label: string; cell: (item: T) => ReactNode }

type Props<T extends { ID: string }> = {
  items: T[]
  columns: Column<T>[]
  /** Each row's data-testid. */
  rowId: string
  minWidth: number
  /** A row's buttons: the table's last column, a card's last line. */
  actions?: Column<T>
  /** Cells break long names, e-mails and IDs anywhere rather than widen the table. */
  breakAnywhere?: boolean
  /** Space between a card's lines. */
  gap: number
}

/** Superuser rows as a table on wide screens and as cards, each cell under its label, on a phone. */
export function ColumnList<T extends { ID: string }>(props: Props<T>) {
  const { items, columns, rowId, minWidth, actions, breakAnywhere, gap } = props
  const wide = useWide()
  const wrap = breakAnywhere ? { overflowWrap: 'anywhere' as const } : undefined
  if (wide)
    return (
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover={!!actions} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {[...columns, ...(actions ? [actions] : [])].map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.ID} data-testid={rowId}>
                {columns.map((column) => (
                  <Table.Td key={column.label} style={wrap}>
                    {column.cell(item)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions.cell(item)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )
  return (
    <RowList>
      {items.map((item) => (
        <Paper component="li" key={item.ID} withBorder radius="md" p="sm" data-testid={rowId}>
          <Stack gap={gap}>
            {columns.map((column) => (
              <div key={column.label}>
                <Text size="xs" c="dimmed">
                  {column.label}
                </Text>
                {wrap ? <div style={wrap}>{column.cell(item)}</div> : column.cell(item)}
              </div>
            ))}
            {actions?.cell(item)}
          </Stack>
        </Paper>
      ))}
    </RowList>
  )
}
