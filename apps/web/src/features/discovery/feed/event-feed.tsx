import { Button, Center, Stack, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useInfiniteQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { FEED_PAGE_SIZE, feedQuery } from '../api.ts'
import { EventGrid } from '../event-grid.tsx'
import type { FeedApiQuery } from '../feed-filters.ts'
import { LoadError } from '../load-error.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { useNearEnd } from './use-near-end.ts'

// The feed's column is narrower than the page: three cards a row only on large screens.
const FEED_COLS = { base: 1, xs: 2, lg: 3 }

type Props = { query: FeedApiQuery; empty: ReactNode; headingOrder?: 2 | 3 }

/** The events of one feed query, twelve at a time: more load near the end, or with the button. */
export function EventFeed({ query, empty, headingOrder = 2 }: Props) {
  const { t, lang } = useDiscoveryTranslation()
  const feed = useInfiniteQuery(feedQuery(query))
  const events = feed.data?.pages.flatMap((page) => page.Items) ?? []
  const total = feed.data?.pages[0]?.Total ?? 0
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage()
  }
  // Scrolling loads more only after a first press of the button, so the footer stays reachable
  // for those who came for it.
  const [endless, setEndless] = useState(false)
  const sentinel = useNearEnd<HTMLDivElement>(
    loadMore,
    endless && feed.hasNextPage && !feed.isFetchNextPageError,
  )

  if (feed.isError && !feed.data) return <LoadError onRetry={() => void feed.refetch()} />
  if (feed.isSuccess && total === 0) return empty
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm" role="status" aria-live="polite">
        {feed.isSuccess ? t('feed.total', { count: total, total: localizeDigits(String(total), lang) }) : ''}
      </Text>
      <EventGrid
        events={events}
        headingOrder={headingOrder}
        cols={FEED_COLS}
        loadingCount={feed.isPending ? FEED_PAGE_SIZE : feed.isFetchingNextPage ? 3 : 0}
      />
      <div ref={sentinel} />
      {feed.isFetchNextPageError && <LoadError onRetry={loadMore} />}
      <Center>
        {feed.hasNextPage ? (
          <Button
            variant="light"
            size="md"
            onClick={() => {
              setEndless(true)
              loadMore()
            }}
            loading={feed.isFetchingNextPage}
          >
            {t('feed.loadMore')}
          </Button>
        ) : (
          feed.isSuccess && (
            <Text c="dimmed" size="sm">
              {t('feed.allShown')}
            </Text>
          )
        )}
      </Center>
    </Stack>
  )
}
