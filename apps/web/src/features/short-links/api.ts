import type { ShortLink, ShortLinkInput, ShortLinkPage } from '@mela/shared/short-link'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'

export const SHORT_LINK_PAGE_SIZE = 20

// Every list page sits under one key, so making or deleting a link refreshes whichever page is shown.
export const shortLinksKey = ['short-links'] as const

export const shortLinksQuery = (Page: number) =>
  queryOptions({
    queryKey: [...shortLinksKey, { Page }],
    queryFn: ({ signal }) =>
      api.get<ShortLinkPage>('/short-url', { query: { Page, PageSize: SHORT_LINK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  })

export const createShortLink = (input: ShortLinkInput) => api.post<ShortLink>('/short-url', input)
export const deleteShortLink = (slug: string) => api.delete<null>(`/short-url/${encodeURIComponent(slug)}`)
