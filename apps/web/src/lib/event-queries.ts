import type { Bundle, Ticket } from '@mela/shared/catalog'
import type { Event } from '@mela/shared/event'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client.ts'

// One event and its ticket and bundle lists, read by the discovery, checkout, event and catalog
// screens alike. The keys are hierarchical: invalidating ['events', id] refreshes all three, and the
// screens share what is cached.
const id = (value: string) => encodeURIComponent(value)

/** GET /event/{id}: 404 for a draft unless the viewer is on its team. */
export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId],
    queryFn: ({ signal }) => api.get<Event>(`/event/${id(eventId)}`, { signal }),
  })

export const eventTicketsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'tickets'],
    queryFn: ({ signal }) => api.get<Ticket[]>('/ticket', { query: { eventId }, signal }),
  })

/**
 * The key of an event's seating plan (lib/seat-map/seating-queries.ts reads it): here, beside the event's
 * other keys, so checkout can refresh the plan after a refusal without downloading the plan's code.
 */
export const eventSeatingKey = (eventId: string) => ['events', eventId, 'seating'] as const

export const eventBundlesQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'bundles'],
    queryFn: ({ signal }) => api.get<Bundle[]>('/bundle', { query: { eventId }, signal }),
  })
