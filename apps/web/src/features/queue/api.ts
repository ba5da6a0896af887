import type { QueueJoinInput, QueuePaceInput, QueuePlace, QueueStats } from '@mela/shared/queue'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys } from '../../lib/query-keys.ts'

const id = (value: string) => encodeURIComponent(value)

export const joinQueue = (eventId: string, input: QueueJoinInput) =>
  api.post<QueuePlace>(`/event/${id(eventId)}/queue`, input)

export const queuePlaceQuery = (eventId: string, token: string) =>
  queryOptions({
    queryKey: eventKeys.queuePlace(eventId, token),
    queryFn: ({ signal }) => api.get<QueuePlace>(`/event/${id(eventId)}/queue/${id(token)}`, { signal }),
  })

export const queueStatsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.queueStats(eventId),
    queryFn: ({ signal }) => api.get<QueueStats>(`/event/${id(eventId)}/queue`, { signal }),
  })

export const changeQueuePace = (eventId: string, input: QueuePaceInput) =>
  api.put<QueueStats>(`/event/${id(eventId)}/queue`, input)
