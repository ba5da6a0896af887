import type {
  Bundle,
  BundleInput,
  BundleUpdate,
  Collectible,
  CollectibleInput,
  Discount,
  DiscountInput,
  DiscountUpdate,
  Ticket,
  TicketInput,
  TicketUpdate,
} from '@mela/shared/catalog'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { type CatalogList, eventKeys } from '../../lib/query-keys.ts'

// The lists hang under the event (eventKeys.catalog), so refreshing the event refreshes them.
const id = (value: string) => encodeURIComponent(value)

const eventList = <T>(eventId: string, list: CatalogList, path: string) =>
  queryOptions({
    queryKey: eventKeys.catalog(eventId, list),
    queryFn: ({ signal }) => api.get<T[]>(path, { query: { eventId }, signal }),
  })

export const discountsQuery = (eventId: string) => eventList<Discount>(eventId, 'discounts', '/discount')
export const collectiblesQuery = (eventId: string) =>
  eventList<Collectible>(eventId, 'collectibles', '/collectible')

export const createTicket = (input: TicketInput) => api.post<Ticket>('/ticket', input)
export const updateTicket = (ticketId: string, input: TicketUpdate) =>
  api.patch<Ticket>(`/ticket/${id(ticketId)}`, input)
export const createBundle = (input: BundleInput) => api.post<Bundle>('/bundle', input)
export const updateBundle = (bundleId: string, input: BundleUpdate) =>
  api.patch<Bundle>(`/bundle/${id(bundleId)}`, input)
export const createDiscount = (input: DiscountInput) => api.post<Discount>('/discount', input)
export const updateDiscount = (discountId: string, input: DiscountUpdate) =>
  api.patch<Discount>(`/discount/${id(discountId)}`, input)
export const createCollectible = (input: CollectibleInput) => api.post<Collectible>('/collectible', input)

export {
  eventBundlesQuery as bundlesQuery,
  eventQuery as catalogEventQuery,
  eventTicketsQuery as ticketsQuery,
} from '../../lib/event-queries.ts'
