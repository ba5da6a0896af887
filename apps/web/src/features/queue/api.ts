import type { QueuePaceInput, QueueStats } from '@mela/shared/queue'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys } from '../../lib/query-keys.ts'

const id = (value: string) => encodeURIComponent(value)

export const queueStatsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.queueStats(eventId),
    queryFn: ({ signal }) => api.get<QueueStats>(`/event/${id(eventId)}/queue`, { signal }),
  })

export const changeQueuePace = (eventId: string, input: QueuePaceInput) =>
  api.put<QueueStats>(`/event/${id(eventId)}/queue`, input)
