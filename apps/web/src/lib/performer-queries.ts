import type { PerformerPage } from '@mela/shared/catalog'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client.ts'
import { performerKeys } from './query-keys.ts'

/** GET /performer/{id}: one performer as its public page shows it (the page itself, and its team's edit form). */
export const performerQuery = (performerId: string) =>
  queryOptions({
    queryKey: performerKeys.one(performerId),
    queryFn: ({ signal }) =>
      api.get<PerformerPage>(`/performer/${encodeURIComponent(performerId)}`, { signal }),
  })
