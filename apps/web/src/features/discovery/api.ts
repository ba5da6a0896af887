import type { Event, FeedPage, Page } from '@mela/shared/event'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import type { FeedApiQuery } from './feed-filters.ts'

/** The feed loads twelve at a time ("Load more"). */
export const FEED_PAGE_SIZE = 12

const feedPage = (query: FeedApiQuery, Page: number, PageSize: number, signal?: AbortSignal) =>
  api.get<FeedPage>('/event/feed', { query: { ...query, Page, PageSize }, signal })

/**
 * GET /event/feed, page after page, for one set of filters: each next page starts where the last ended
 * (its NextCursor), so events published meanwhile never repeat or push one out of sight.
 */
export const feedQuery = (query: FeedApiQuery) =>
  infiniteQueryOptions({
    queryKey: eventKeys.feed(query),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? api.get<FeedPage>('/event/feed', {
            query: { ...query, Cursor: pageParam, PageSize: FEED_PAGE_SIZE },
            signal,
          })
        : feedPage(query, 1, FEED_PAGE_SIZE, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.NextCursor || undefined,
  })

/** The first few events of a feed (the landing page's rows). */
export const feedPreviewQuery = (query: FeedApiQuery, size: number) =>
  queryOptions({
    queryKey: eventKeys.feedPreview(query, size),
    // The rows never page on, so they keep only the events (the server-rendered landing page prefills them so).
    queryFn: async ({ signal }): Promise<Page<Event>> => feedPage(query, 1, size, signal),
  })

export { eventBundlesQuery, eventQuery, eventTicketsQuery } from '../../lib/event-queries.ts'
