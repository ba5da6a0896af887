import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { organizationEventsQuery } from '../../lib/organization-queries.ts'
import { Pages, RowList } from '../../lib/paged-list.tsx'
import { usePermissions } from '../../lib/use-permissions.ts'
import { EventRow } from './event-row.tsx'
import { useEventsTranslation } from './locales/translation.ts'

const PAGE_SIZE = 10

type Props = { account: { ID: string; Name: string } }

/** One organization's events, newest first as the API orders them, a page at a time. */
export function OrganizationEvents({ account }: Props) {
  const { t } = useEventsTranslation()
  const { can } = usePermissions()
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useQuery(organizationEventsQuery(account.ID, page, PAGE_SIZE))
  const pages = data ? Math.ceil(data.Total / PAGE_SIZE) : 0
  const headingId = `events-of-${account.ID}`

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {account.Name}
        </Title>
        {can(account.ID, 'event_create') && (
          <Button
            component={Link}
            to={`/event/create?AccountID=${encodeURIComponent(account.ID)}`}
            leftSection={<IconPlus size={16} />}
            size="sm"
          >
            {t('list.create')}
          </Button>
        )}
      </Group>
      {isPending && <Skeleton height={64} radius="md" />}
      {error && <LoadFailed title={t('list.loadFailed')} error={error} onRetry={() => void refetch()} />}
      {data?.Items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <RowList aria-label={t('list.organizationEvents', { name: account.Name })}>
        {data?.Items.map((event) => (
          <EventRow key={event.ID} event={event} />
        ))}
      </RowList>
      <Pages
        pages={pages}
        value={page}
        onChange={setPage}
        size="sm"
        aria-label={t('list.pagination', { name: account.Name })}
      />
    </Stack>
  )
}
