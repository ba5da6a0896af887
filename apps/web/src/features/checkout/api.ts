import type { FormField, Page } from '@mela/shared/event'
import type { User } from '@mela/shared/identity'
import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import type {
  BkashFinalizeAnswer,
  PaymentAttemptInput,
  Purchase,
  PurchaseInput,
  TicketLinksInput,
} from '@mela/shared/purchase'
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import type { CodedMessage } from '../../lib/error-text.ts'
import { eventKeys, purchaseKeys } from '../../lib/query-keys.ts'
import { queuePassHeaders, spendQueuePass } from '../../lib/queue-pass.ts'
import type { PurchaseFilters } from './event-purchases/purchase-filters.ts'

// Keys are hierarchical: eventKeys for what the picker reads, purchaseKeys for what a buyer holds;
// a finished purchase invalidates purchaseKeys.all and the event's availability at once.

export const PURCHASES_PAGE_SIZE = 10

const id = (value: string) => encodeURIComponent(value)

export const eventFormQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.questions(eventId),
    queryFn: async ({ signal }) =>
      (await api.get<{ Fields: FormField[] }>(`/event/${id(eventId)}/form`, { signal })).Fields,
  })

/** GET /event/{id}/payment-methods: the ways of paying the event takes, as buyers name them. */
export const paymentMethodsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.paymentMethods(eventId),
    queryFn: ({ signal }) =>
      api.get<PaymentMethodOption[]>(`/event/${id(eventId)}/payment-methods`, { signal }),
    // The organizer changes them rarely; a buyer going back and forth need not ask again.
    staleTime: 5 * 60_000,
  })

/** GET /purchase/{id}: with `access` (the confirmation link's token) no session is needed. */
export const purchaseQuery = (purchaseId: string, access?: string) =>
  queryOptions({
    queryKey: purchaseKeys.one(purchaseId, access),
    queryFn: ({ signal }) =>
      api.get<Purchase>(`/purchase/${id(purchaseId)}`, { query: access ? { access } : {}, signal }),
  })

/** DELETE /purchase/{id}/access: every link sent to the buyer stops opening the purchase (the buyer only). */
export const turnOffTicketLinks = (purchaseId: string) =>
  api.delete<null>(`/purchase/${id(purchaseId)}/access`)

/** POST /purchase/links-by-phone: a guest's ticket links again, by SMS to the phone they bought with. */
export const sendTicketLinks = (input: TicketLinksInput) =>
  api.post<CodedMessage>('/purchase/links-by-phone', input)

/** GET /purchase?Past=: my purchases of upcoming or of ended events, a page at a time. */
export const myPurchasesQuery = (past: boolean) =>
  infiniteQueryOptions({
    queryKey: purchaseKeys.mineWhen(past),
    queryFn: ({ signal, pageParam }) =>
      api.get<Page<Purchase>>('/purchase', {
        query: { Past: past ? 1 : 0, Page: pageParam, PageSize: PURCHASES_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * PURCHASES_PAGE_SIZE < last.Total ? pages.length + 1 : undefined,
  })

/** One page of an event's purchases in the organizer's list (GET /purchase/event/{id}). */
export const EVENT_PURCHASES_PAGE_SIZE = 20

/** GET /purchase/event/{id}: an event's purchases, newest first, for organizers with purchase_view. */
export const eventPurchasesQuery = (eventId: string, filters: PurchaseFilters) =>
  queryOptions({
    queryKey: eventKeys.purchasesPage(eventId, filters),
    queryFn: ({ signal }) =>
      api.get<Page<Purchase>>(`/purchase/event/${id(eventId)}`, {
        query: {
          Page: filters.page,
          PageSize: EVENT_PURCHASES_PAGE_SIZE,
          Status: filters.status,
          Search: filters.search,
        },
        signal,
      }),
    // The old page stays on screen while the next one loads, so paging and typing do not flash.
    placeholderData: keepPreviousData,
  })

/** A new purchase; a buyer who was not signed in also gets their guest session. */
export type PurchaseStarted = Purchase & { authToken?: string; user?: User }

export async function startPurchase(input: PurchaseInput) {
  const started = await api.post<PurchaseStarted>('/purchase', input, {
    headers: queuePassHeaders(input.EventID),
  })
  spendQueuePass(input.EventID)
  return started
}
/**
 * POST /purchase/{id}/payment: a new try at paying a held purchase (after a card that failed, say),
 * the same way or another; the hold stays and the answer carries the new PaymentURL.
 */
export const payAgain = (purchaseId: string, input: PaymentAttemptInput, access?: string) =>
  api.post<Purchase>(`/purchase/${id(purchaseId)}/payment`, input, { query: access ? { access } : {} })
export const cancelPurchase = (purchaseId: string) => api.post<Purchase>(`/purchase/${id(purchaseId)}/cancel`)
export const finalizeBkash = (purchaseId: string, callback: { paymentID: string; status: string }) =>
  api.post<BkashFinalizeAnswer>(`/purchase/bkash/finalize/${id(purchaseId)}`, callback)

export { eventQuery } from '../../lib/event-queries.ts'
