import { Paper, Stack, Table, Text, Tooltip } from '@mantine/core'
import type { AuditEntry } from '@mela/shared/superuser'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { auditQuery } from './api.ts'
import { AuditChange } from './audit-change.tsx'
import { auditTargetText, targetTypeKey } from './audit-target.ts'
import { useSuperuserTranslation } from './locales/translation.ts'
import { SearchedList, useSuperuserPages } from './searched-list.tsx'
import { when } from './show.ts'
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
  const paging = useSuperuserPages()
  const log = useQuery(auditQuery(paging.debounced, paging.page))
  const wide = useWide()
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
    <SearchedList paging={paging} list={log} empty={t('audit.empty')}>
      {(items) =>
        wide ? (
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
                {items.map((entry) => (
                  <Table.Tr key={entry.ID} data-testid="audit-row">
                    {columns.map(([label, cell]) => (
                      <Table.Td key={label}>{cell(entry)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((entry) => (
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
        )
      }
    </SearchedList>
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
