import type { CashDrawer, CloseDrawerInput, SellsPage, SellsSummary } from '@mela/shared/cash-sale'
import type { CashSaleInput, Purchase } from '@mela/shared/purchase'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys } from '../../lib/query-keys.ts'

// Keys hang under the event (eventKeys.counterSales) so a sale refreshes the picker's
// availability and the sales lists together.
export const SALES_PAGE_SIZE = 20

const all = (everyone: boolean) => (everyone ? { All: '1' } : {})

/** GET /purchase/sells: my cash sales of the event, or every seller's. */
export const sellsQuery = (eventId: string, page: number, everyone: boolean) =>
  queryOptions({
    queryKey: eventKeys.counterSalesPage(eventId, page, everyone),
    queryFn: ({ signal }) =>
      api.get<SellsPage>('/purchase/sells', {
        query: { EventID: eventId, Page: page, PageSize: SALES_PAGE_SIZE, ...all(everyone) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** GET /purchase/sells/summary: takings per seller and the closed drawers. */
export const sellsSummaryQuery = (eventId: string, everyone: boolean) =>
  queryOptions({
    queryKey: eventKeys.counterSalesSummary(eventId, everyone),
    queryFn: ({ signal }) =>
      api.get<SellsSummary>('/purchase/sells/summary', {
        query: { EventID: eventId, ...all(everyone) },
        signal,
      }),
  })

export const sellForCash = (input: CashSaleInput) => api.post<Purchase>('/purchase/cash', input)

export const closeDrawer = (input: CloseDrawerInput) => api.post<CashDrawer>('/purchase/sells/drawer', input)

export const voidSale = (purchaseId: string, reason: string) =>
  api.post<Purchase>(`/purchase/${encodeURIComponent(purchaseId)}/void`, reason ? { Reason: reason } : {})
