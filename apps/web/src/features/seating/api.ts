import type { Page } from '@mela/shared/event'
import type {
  SaveVenueInput,
  SeatingPlan,
  SeatingPlanInput,
  UseVenueInput,
  Venue,
} from '@mela/shared/seating'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { organizationKeys } from '../../lib/query-keys.ts'

const id = (value: string) => encodeURIComponent(value)

/** PUT /event/{id}/seating (event_edit): the whole plan; answers it with the IDs the server gave. */
export const savePlan = (eventId: string, input: SeatingPlanInput) =>
  api.put<SeatingPlan>(`/event/${id(eventId)}/seating`, input)

/** POST /event/{id}/seating/venue: this event's plan kept as one of the organization's venues. */
export const saveVenue = (eventId: string, input: SaveVenueInput) =>
  api.post<Venue>(`/event/${id(eventId)}/seating/venue`, input)

/** POST /event/{id}/seating/from-venue: a venue's plan becomes this event's. */
export const planFromVenue = (eventId: string, input: UseVenueInput) =>
  api.post<SeatingPlan>(`/event/${id(eventId)}/seating/from-venue`, input)

/** GET /account/{id}/venues: the organization's kept plans. */
export const venuesQuery = (accountId: string) =>
  queryOptions({
    queryKey: organizationKeys.venues(accountId),
    queryFn: ({ signal }) => api.get<Page<Venue>>(`/account/${id(accountId)}/venues`, { signal }),
  })
