import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { ModerationArea } from '@mela/shared/superuser'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { MODERATION_PAGE_SIZE, type ModeratedItem, moderate, moderationQuery } from './api.ts'
import { ConfirmAction } from './confirm-action.tsx'
import { useSuperuserTranslation } from './locales/translation.ts'
import type { RowAction } from './row-actions.ts'
import { countText } from './show.ts'
import { useWide } from './use-wide.ts'

export type Column<T> = { label: string; cell: (item: T) => ReactNode }

type Props<A extends ModerationArea> = {
  area: A
  columns: Column<ModeratedItem[A]>[]
  /** How a confirmation names the row ("Ban Rahim Uddin?"). */
  nameOf: (item: ModeratedItem[A]) => string
  actionsOf: (item: ModeratedItem[A]) => RowAction[]
  /** More buttons for a row (a claim's bank account correction). */
  more?: (item: ModeratedItem[A]) => ReactNode
}

/** A searchable, paged list of one area: a table on wide screens, cards on a phone; each action confirmed. */
export function ModerationList<A extends ModerationArea>({
  area,
  columns,
  nameOf,
  actionsOf,
  more,
}: Props<A>) {
  const { t, language } = useSuperuserTranslation()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const [page, setPage] = useState(1)
  const [asking, setAsking] = useState<{ item: ModeratedItem[A]; action: RowAction }>()
  const list = useQuery(moderationQuery(area, debounced, page))
  const wide = useWide()
  const pages = Math.ceil((list.data?.Total ?? 0) / MODERATION_PAGE_SIZE)

  const buttons = (item: ModeratedItem[A]) => (
    <Group gap="xs" wrap="wrap">
      {actionsOf(item).map((action) => (
        <Button
          key={action.action}
          size="sm"
          variant={action.color === 'red' ? 'light' : 'default'}
          color={action.color}
          onClick={() => setAsking({ item, action })}
          aria-label={`${t(`actions.${action.action}`)}: ${nameOf(item)}`}
        >
          {t(`actions.${action.action}`)}
        </Button>
      ))}
      {more?.(item)}
    </Group>
  )

  return (
    <Stack gap="sm">
      <TextInput
        label={t('list.search')}
        description={t('list.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        type="search"
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
      />
      {list.error && (
        <Alert color="red" title={t('list.loadFailed')}>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      {!list.data && !list.error && <Skeleton height={160} radius="md" />}
      {list.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.total', { count: countText(list.data.Total, language) })}
          </Text>
          {list.data.Items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
          {list.data.Items.length > 0 && wide && (
            <Table.ScrollContainer minWidth={columns.length * 140 + 200}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.label}>{column.label}</Table.Th>
                    ))}
                    <Table.Th>{t('list.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.Items.map((item) => (
                    <Table.Tr key={item.ID} data-testid="moderation-row">
                      {columns.map((column) => (
                        <Table.Td key={column.label} style={{ overflowWrap: 'anywhere' }}>
                          {column.cell(item)}
                        </Table.Td>
                      ))}
                      <Table.Td>{buttons(item)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {list.data.Items.length > 0 && !wide && (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.data.Items.map((item) => (
                <Paper
                  component="li"
                  key={item.ID}
                  withBorder
                  radius="md"
                  p="sm"
                  data-testid="moderation-row"
                >
                  <Stack gap={6}>
                    {columns.map((column) => (
                      <div key={column.label}>
                        <Text size="xs" c="dimmed">
                          {column.label}
                        </Text>
                        <div style={{ overflowWrap: 'anywhere' }}>{column.cell(item)}</div>
                      </div>
                    ))}
                    {buttons(item)}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? t('list.previous')
                    : control === 'next'
                      ? t('list.next')
                      : undefined,
              })}
            />
          )}
        </>
      )}
      {asking && (
        <ConfirmAction
          action={asking.action}
          name={nameOf(asking.item)}
          run={(reason) => moderate(area, asking.item.ID, asking.action.action, reason)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </Stack>
  )
}
