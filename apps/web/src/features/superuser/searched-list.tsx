import { Alert, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Page } from '@mela/shared/event'
import { IconSearch } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Pages } from '../../lib/paged-list.tsx'
import { type SearchedPages, useSearchedPages } from '../../lib/use-searched-pages.ts'
import { MODERATION_PAGE_SIZE } from './api.ts'
import { useSuperuserTranslation } from './locales/translation.ts'
import { countText } from './show.ts'

/** A superuser list's search and page; the search is sent (`debounced`) once typing pauses. */
export function useSuperuserPages() {
  const paging = useSearchedPages()
  const [debounced] = useDebouncedValue(paging.search.trim(), 300)
  return { ...paging, debounced }
}

type Props<T> = {
  paging: SearchedPages
  list: UseQueryResult<Page<T>>
  hint?: string
  empty: string
  /** The rows of a page that has some. */
  children: (items: T[]) => ReactNode
  after?: ReactNode
}

/** A superuser list: its search box, how many it found, its rows and its pages, or why it failed to load. */
export function SearchedList<T>({ paging, list, hint, empty, children, after }: Props<T>) {
  const { t, language } = useSuperuserTranslation()
  const pages = Math.ceil((list.data?.Total ?? 0) / MODERATION_PAGE_SIZE)
  return (
    <Stack gap="sm">
      <TextInput
        label={t('list.search')}
        description={hint}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={paging.search}
        maxLength={100}
        onChange={(event) => paging.onSearch(event.currentTarget.value)}
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
          {list.data.Items.length === 0 && <Text c="dimmed">{empty}</Text>}
          {list.data.Items.length > 0 && children(list.data.Items)}
          <Pages
            pages={pages}
            value={Math.min(paging.page, pages)}
            onChange={paging.setPage}
            previous={t('list.previous')}
            next={t('list.next')}
          />
        </>
      )}
      {after}
    </Stack>
  )
}
