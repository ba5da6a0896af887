import type { Page } from '@mela/shared/event'
import type { RedeemableSeat, Redemption, RedemptionInput } from '@mela/shared/redemption'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys } from '../../lib/query-keys.ts'

export const REDEMPTIONS_PAGE_SIZE = 10

/** GET /redemption/ticket: the scanned seat and its collectibles, handed over or not. */
export const redeemableSeatQuery = (eventId: string, itemId: string, code: string) =>
  queryOptions({
    queryKey: eventKeys.redeemableSeat(eventId, itemId, code),
    queryFn: ({ signal }) =>
      api.get<RedeemableSeat>('/redemption/ticket', { query: { eventId, itemId, code }, signal }),
    // A refused code is an answer, not a hiccup: asking again would only say the same.
    retry: false,
  })

/** GET /redemption: the event's redemptions, newest first, a page at a time. */
export const redemptionsQuery = (eventId: string, page: number) =>
  queryOptions({
    queryKey: eventKeys.redemptionsPage(eventId, page),
    queryFn: ({ signal }) =>
      api.get<Page<Redemption>>('/redemption', {
        query: { eventId, Page: page, PageSize: REDEMPTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const redeem = (input: RedemptionInput) => api.post<Redemption>('/redemption', input)
