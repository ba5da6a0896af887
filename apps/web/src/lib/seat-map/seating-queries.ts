import type { SeatingPlan } from '@mela/shared/seating'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../api-client.ts'
import { ApiError } from '../api-error.ts'
import { eventKeys } from '../query-keys.ts'

// An event's seating plan, read by checkout, the box office and the editor. GET /event/{id}/seating is
// public and carries an ETag: polls send it back (If-None-Match) and a 304 keeps what is held, so
// thousands of buyers watching a flash sale cost the server a version check each, not a plan each.

/** How often an open map re-reads which seats are taken ("close to live"). */
export const SEATING_REFRESH_MS = 5_000

const held = new Map<string, { etag: string; plan: SeatingPlan }>()

/** The plan, or null when the event has none (every ticket is general admission). */
async function readPlan(eventId: string, signal: AbortSignal): Promise<SeatingPlan | null> {
  const last = held.get(eventId)
  let etag: string | null = null
  try {
    const plan = await api.get<SeatingPlan | undefined>(`/event/${encodeURIComponent(eventId)}/seating`, {
      signal,
      ifNoneMatch: last?.etag,
      onETag: (value) => {
        etag = value
      },
      background: Boolean(last),
    })
    if (plan === undefined && last) return last.plan
    if (!plan) return null
    if (etag) held.set(eventId, { etag, plan })
    return plan
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      held.delete(eventId)
      return null
    }
    throw error
  }
}

export const seatingQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.seating(eventId),
    queryFn: ({ signal }) => readPlan(eventId, signal),
  })

/** The plan kept fresh while a map is open; the interval stops when the tab is hidden. */
export const liveSeatingQuery = (eventId: string) =>
  queryOptions({ ...seatingQuery(eventId), refetchInterval: SEATING_REFRESH_MS, staleTime: 0 })
