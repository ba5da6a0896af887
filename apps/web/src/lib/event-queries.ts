import type { Bundle, Ticket } from '@mela/shared/catalog'
import type { Event } from '@mela/shared/event'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client.ts'
import { eventKeys } from './query-keys.ts'

// One event and its ticket and bundle lists, read by the discovery, checkout, event and catalog
// screens alike. The keys are hierarchical: invalidating eventKeys.one(id) refreshes all three, and the
// screens share what is cached.
const id = (value: string) => encodeURIComponent(value)

/** GET /event/{id}: 404 for a draft unless the viewer is on its team. */
export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.one(eventId),
    queryFn: ({ signal }) => api.get<Event>(`/event/${id(eventId)}`, { signal }),
  })

export const eventTicketsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.tickets(eventId),
    queryFn: ({ signal }) => api.get<Ticket[]>('/ticket', { query: { eventId }, signal }),
  })

export const eventBundlesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.bundles(eventId),
    queryFn: ({ signal }) => api.get<Bundle[]>('/bundle', { query: { eventId }, signal }),
  })
