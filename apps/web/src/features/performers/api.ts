import type { Performer, PerformerInput } from '@mela/shared/catalog'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { performerKeys } from '../../lib/query-keys.ts'

// Keys are hierarchical: invalidating performerKeys.all refreshes every performer list and page.

/** GET /performer?OrganizationID=: the organization's performers by name (its team only). */
export const organizationPerformersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: performerKeys.ofOrganization(organizationId),
    queryFn: ({ signal }) =>
      api.get<Performer[]>('/performer', { query: { OrganizationID: organizationId }, signal }),
  })

export const createPerformer = (input: PerformerInput) => api.post<Performer>('/performer', input)
/** A full replacement: every field is sent, its organizations included. */
export const updatePerformer = (id: string, input: PerformerInput) =>
  api.put<Performer>(`/performer/${encodeURIComponent(id)}`, input)
