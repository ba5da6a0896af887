import { Group, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import type { GuestPage } from '@mela/shared/guest'
import { IconSearch } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { Pages } from '../../lib/paged-list.tsx'
import { countText } from '../../lib/price-format.ts'
import type { SearchedPages } from '../../lib/use-searched-pages.ts'
import { GUEST_PAGE_SIZE } from './api.ts'
import { GuestRow } from './guest-row.tsx'
import { useGuestsTranslation } from './locales/translation.ts'

type Props = {
  query: UseQueryResult<GuestPage>
  paging: SearchedPages
  canRemove: boolean
}

/** The guest list with its totals, a search by name, phone or e-mail, and pages. */
export function GuestList({ query, paging, canRemove }: Props) {
  const { page, setPage: onPage, search, onSearch } = paging
  const { t, language } = useGuestsTranslation()
  const data = query.data
  const pages = data ? Math.max(1, Math.ceil(data.Total / GUEST_PAGE_SIZE)) : 1
  return (
    <Stack gap="sm">
      {data && (
        <Text fw={600} data-testid="guest-totals">
          {t('list.totals', {
            count: data.Total,
            n: countText(data.Total, language),
            seats: countText(data.Seats, language),
            in: countText(data.CheckedIn, language),
          })}
        </Text>
      )}
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      {query.error && (
        <LoadFailed title={t('page.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {!data && !query.error && <Skeleton height={120} radius="md" />}
      {data && data.Items.length === 0 && (
        <Text c="dimmed">{search ? t('list.noMatch') : t('list.empty')}</Text>
      )}
      {data?.Items.map((guest) => (
        <GuestRow key={guest.ID} guest={guest} canRemove={canRemove} />
      ))}
      {pages > 1 && (
        <Group justify="center">
          <Pages pages={pages} value={page} onChange={onPage} size="lg" aria-label={t('list.pages')} />
        </Group>
      )}
    </Stack>
  )
}
