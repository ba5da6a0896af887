import type { Performer } from '@mela/shared/catalog'
import type { Event, EventFormInput, EventInput, FormField } from '@mela/shared/event'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys, organizationKeys } from '../../lib/query-keys.ts'

// Keys are hierarchical: invalidating eventKeys.one(id) refreshes the event, its tickets, bundles and questions.
const id = (value: string) => encodeURIComponent(value)

/** GET /event/{id}/form: the checkout questions. */
export const eventQuestionsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.questions(eventId),
    queryFn: async ({ signal }) =>
      (await api.get<{ Fields: FormField[] }>(`/event/${id(eventId)}/form`, { signal })).Fields,
  })

/** GET /performer?OrganizationID=: the performers an organization has, for the picker. */
export const organizationPerformersQuery = (accountId: string) =>
  queryOptions({
    queryKey: organizationKeys.performers(accountId),
    queryFn: ({ signal }) =>
      api.get<Performer[]>('/performer', { query: { OrganizationID: accountId }, signal }),
  })

export const createEvent = (input: EventInput) => api.post<Event>('/event', input)
/** A full replacement: every field is sent. */
export const updateEvent = (eventId: string, input: EventInput) =>
  api.put<Event>(`/event/${id(eventId)}`, input)
export const publishEvent = (eventId: string) => api.post<Event>(`/event/${id(eventId)}/publish`)
export const unpublishEvent = (eventId: string) => api.post<Event>(`/event/${id(eventId)}/unpublish`)
/** The new, unpublished twin with the tickets, bundles and questions copied. */
export const copyEvent = (eventId: string) => api.post<Event>(`/event/${id(eventId)}/copy`)
export const deleteEvent = (eventId: string) => api.delete<void>(`/event/${id(eventId)}`)
export const saveEventQuestions = async (eventId: string, input: EventFormInput) =>
  (await api.put<{ Fields: FormField[] }>(`/event/${id(eventId)}/form`, input)).Fields

export { eventBundlesQuery, eventQuery, eventTicketsQuery } from '../../lib/event-queries.ts'
