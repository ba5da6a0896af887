import type { Quote, QuoteInput } from '@mela/shared/purchase'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../api-client.ts'
import { eventBundlesQuery, eventTicketsQuery } from '../event-queries.ts'
import { eventKeys } from '../query-keys.ts'
import { queuePassHeaders } from '../queue-pass.ts'

// What the picker shows while a buyer (online or at the box office) decides: the event's tickets
// and bundles kept fresh, and the price of the choice. Same keys as the shared event queries, so a
// finished purchase that invalidates eventKeys.one(id) refreshes the picker too.

/** How often the picker re-reads availability while the buyer decides. */
export const AVAILABILITY_REFRESH_MS = 15_000

export const liveTicketsQuery = (eventId: string) =>
  queryOptions({ ...eventTicketsQuery(eventId), refetchInterval: AVAILABILITY_REFRESH_MS, staleTime: 0 })

export const liveBundlesQuery = (eventId: string) =>
  queryOptions({ ...eventBundlesQuery(eventId), refetchInterval: AVAILABILITY_REFRESH_MS, staleTime: 0 })

/** POST /purchase/quote: prices a choice without holding seats. */
export const quoteQuery = (input: QuoteInput) =>
  queryOptions({
    queryKey: eventKeys.quote(input.EventID, input),
    queryFn: ({ signal }) =>
      api.post<Quote>('/purchase/quote', input, { signal, headers: queuePassHeaders(input.EventID) }),
    staleTime: 0,
  })
