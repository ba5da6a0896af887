import {
  Alert,
  Button,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { AuditEntry } from '@mela/shared/superuser'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { auditQuery, MODERATION_PAGE_SIZE } from './api.ts'
import { AuditChange } from './audit-change.tsx'
import { auditTargetText, targetTypeKey } from './audit-target.ts'
import { useSuperuserTranslation } from './locales/translation.ts'
import { countText, when } from './show.ts'
import { SuperuserFrame } from './superuser-frame.tsx'
import { useWide } from './use-wide.ts'

/** /superuser/audit: every superuser action, newest first, searchable; read only. */
export function AuditPage() {
  const { t } = useSuperuserTranslation()
  return (
    <SuperuserFrame title={t('audit.title')}>
      <AuditLog />
    </SuperuserFrame>
  )
}

function AuditLog() {
  const { t, language } = useSuperuserTranslation()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const [page, setPage] = useState(1)
  const log = useQuery(auditQuery(debounced, page))
  const wide = useWide()
  const pages = Math.ceil((log.data?.Total ?? 0) / MODERATION_PAGE_SIZE)
  const columns: [string, (entry: AuditEntry) => ReactNode][] = [
    [t('audit.when'), (entry) => when(entry.At, language)],
    [t('audit.who'), (entry) => entry.Actor],
    [
      t('audit.what'),
      (entry) => (
        <Text fw={600} title={entry.Action}>
          {t(`auditActions.${entry.Action.replace('.', '_')}` as 'auditActions.user_ban', {
            defaultValue: entry.Action,
          })}
        </Text>
      ),
    ],
    [t('audit.target'), (entry) => <AuditTarget entry={entry} />],
    [t('audit.change'), (entry) => <AuditChange entry={entry} />],
    [t('audit.reason'), (entry) => entry.Reason ?? '—'],
  ]
  return (
    <Stack gap="sm">
      <TextInput
        label={t('list.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
      />
      {log.error && (
        <Alert color="red" title={t('list.loadFailed')}>
          <Button variant="default" size="xs" onClick={() => void log.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      {!log.data && !log.error && <Skeleton height={160} radius="md" />}
      {log.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.total', { count: countText(log.data.Total, language) })}
          </Text>
          {log.data.Items.length === 0 && <Text c="dimmed">{t('audit.empty')}</Text>}
          {log.data.Items.length > 0 && wide && (
            <Table.ScrollContainer minWidth={900}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map(([label]) => (
                      <Table.Th key={label}>{label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.Items.map((entry) => (
                    <Table.Tr key={entry.ID} data-testid="audit-row">
                      {columns.map(([label, cell]) => (
                        <Table.Td key={label}>{cell(entry)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {log.data.Items.length > 0 && !wide && (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {log.data.Items.map((entry) => (
                <Paper component="li" key={entry.ID} withBorder radius="md" p="sm" data-testid="audit-row">
                  <Stack gap={4}>
                    {columns.map(([label, cell]) => (
                      <div key={label}>
                        <Text size="xs" c="dimmed">
                          {label}
                        </Text>
                        {cell(entry)}
                      </div>
                    ))}
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
    </Stack>
  )
}

/** The target by kind and name (or a short ID); the whole ID in a tooltip, for searching and support. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useSuperuserTranslation()
  const kind = t(`targetTypes.${targetTypeKey(entry.TargetType)}` as 'targetTypes.user', {
    defaultValue: entry.TargetType,
  })
  return (
    <Tooltip label={entry.TargetID} events={{ hover: true, focus: true, touch: true }}>
      <Text size="sm" w="fit-content" style={{ overflowWrap: 'anywhere' }} tabIndex={0}>
        {auditTargetText(entry, kind)}
      </Text>
    </Tooltip>
  )
}
