import type { AnalyticsCounts, ErrorGroupPage } from '@mela/shared/telemetry'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { superuserKeys } from '../../lib/query-keys.ts'

export const ERROR_PAGE_SIZE = 20

export const errorGroupsQuery = (Days: number, Page: number) =>
  queryOptions({
    queryKey: superuserKeys.errors(Days, Page),
    queryFn: ({ signal }) =>
      api.get<ErrorGroupPage>('/superuser/errors', {
        query: { Days, Page, PageSize: ERROR_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const analyticsCountsQuery = (Days: number) =>
  queryOptions({
    queryKey: superuserKeys.analytics(Days),
    queryFn: ({ signal }) => api.get<AnalyticsCounts>('/superuser/analytics', { query: { Days }, signal }),
    placeholderData: keepPreviousData,
  })
