import { Text, Tooltip } from '@mantine/core'
import type { AuditEntry } from '@mela/shared/superuser'
import { useQuery } from '@tanstack/react-query'
import { auditQuery } from './api.ts'
import { AuditChange } from './audit-change.tsx'
import { auditTargetText, targetTypeKey } from './audit-target.ts'
import { type Column, ColumnList } from './column-list.tsx'
import { useSuperuserTranslation } from './locales/translation.ts'
import { SearchedList, useSuperuserPages } from './searched-list.tsx'
import { when } from './show.ts'
import { SuperuserFrame } from './superuser-frame.tsx'

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
  const columns: Column<AuditEntry>[] = [
    { label: t('audit.when'), cell: (entry) => when(entry.At, language) },
    { label: t('audit.who'), cell: (entry) => entry.Actor },
    {
      label: t('audit.what'),
      cell: (entry) => (
        <Text fw={600} title={entry.Action}>
          {t(`auditActions.${entry.Action.replace('.', '_')}` as 'auditActions.user_ban', {
            defaultValue: entry.Action,
          })}
        </Text>
      ),
    },
    { label: t('audit.target'), cell: (entry) => <AuditTarget entry={entry} /> },
    { label: t('audit.change'), cell: (entry) => <AuditChange entry={entry} /> },
    { label: t('audit.reason'), cell: (entry) => entry.Reason ?? '—' },
  ]
  return (
    <SearchedList paging={paging} list={log} empty={t('audit.empty')}>
      {(items) => <ColumnList items={items} columns={columns} rowId="audit-row" minWidth={900} gap={4} />}
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
