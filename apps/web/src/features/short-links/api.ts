import type { ShortLink, ShortLinkInput, ShortLinkPage } from '@mela/shared/short-link'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { shortLinkKeys } from '../../lib/query-keys.ts'

export const SHORT_LINK_PAGE_SIZE = 20

export const shortLinksQuery = (Page: number) =>
  queryOptions({
    queryKey: shortLinkKeys.page(Page),
    queryFn: ({ signal }) =>
      api.get<ShortLinkPage>('/short-url', { query: { Page, PageSize: SHORT_LINK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  })

export const createShortLink = (input: ShortLinkInput) => api.post<ShortLink>('/short-url', input)
export const deleteShortLink = (slug: string) => api.delete<null>(`/short-url/${encodeURIComponent(slug)}`)
