import type { ReportQuery, SalesAnalytics, SalesQuery } from '@mela/shared/sales'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { organizationKeys } from '../../lib/query-keys.ts'

type SalesParams = Omit<SalesQuery, 'Interval'> & { Interval: SalesQuery['Interval'] }

/** GET /analytics/sales for an organization, maybe one event, over a day range. */
export const salesQuery = (params: SalesParams) =>
  queryOptions({
    queryKey: organizationKeys.sales(params.AccountID, params),
    queryFn: ({ signal }) => api.get<SalesAnalytics>('/analytics/sales', { query: params, signal }),
    placeholderData: keepPreviousData,
  })

/** Events happen on Dhaka's clock (product §9: the report's offset is -360 minutes), wherever the organizer is. */
const REPORT_TIME_ZONE = -360

/** GET /purchase/report with product §7's query, streamed with progress. */
export const downloadReport = (
  query: Partial<Omit<ReportQuery, 'TimeZone'>> & { AccountID: string },
  onProgress: (bytes: number) => void,
) =>
  api.download('/purchase/report', {
    query: { TimeZone: REPORT_TIME_ZONE, ...query },
    onProgress,
  })
