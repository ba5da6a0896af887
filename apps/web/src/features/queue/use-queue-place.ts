import type { QueuePlace } from '@mela/shared/queue'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { forgetQueueEntry, readQueueEntry, saveQueueEntry } from '../../lib/queue-pass.ts'
import { joinQueue, queuePlaceQuery } from './api.ts'

// One small request every 5 s while waiting; while calls fail (a lost connection), wait longer each time.
const POLL_MS = 5000
const MOST_MS = 60_000
const backoff = (failures: number) => Math.min(MOST_MS, POLL_MS * 2 ** failures)

// 429 (QUEUE_TOO_MANY): the network this browser shares (a mobile carrier's address) took many places just
// now; it passes in seconds, so the join keeps trying rather than giving up.
const tooMany = (error: unknown) => error instanceof ApiError && error.status === 429
const givenUp = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.status > 0 && !tooMany(error)

/**
 * This browser's place in the event's queue: joined once (the token and a key the browser keeps, so a
 * reload or a retried join finds the same place), then polled. Calls `onAdmitted` once the pass arrives.
 * `held`: the refusal the join is waiting out (too many places from this network), to show meanwhile.
 */
export function useQueuePlace(eventId: string, onAdmitted: () => void) {
  const [entry, setEntry] = useState(() => readQueueEntry(eventId))
  const joined = useQuery({
    queryKey: eventKeys.queueJoin(eventId, entry.ClientKey),
    queryFn: () => joinQueue(eventId, { ClientKey: entry.ClientKey }),
    enabled: !entry.Token,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (_failures, error) => !givenUp(error),
    // Spread out, so a crowd refused together does not come back together.
    retryDelay: (failures, error) => (tooMany(error) ? 2000 + Math.random() * 6000 : backoff(failures)),
  })
  const token = entry.Token ?? joined.data?.Token
  const polled = useQuery({
    ...queuePlaceQuery(eventId, token ?? ''),
    enabled: Boolean(token),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.Status === 'waiting' || query.state.error
        ? backoff(query.state.fetchFailureCount)
        : false,
    refetchIntervalInBackground: true,
  })
  const place: QueuePlace | undefined = polled.data ?? joined.data

  useEffect(() => {
    if (!place || (place.Token === entry.Token && !place.Admission)) return
    const next = { ...entry, Token: place.Token, Admission: place.Admission ?? entry.Admission }
    saveQueueEntry(eventId, next)
    setEntry(next)
    if (place.Admission) onAdmitted()
  }, [place, entry, eventId, onAdmitted])

  // A token this server does not know (another database, a place removed) starts over.
  const lost = polled.error instanceof ApiError && polled.error.status === 404
  useEffect(() => {
    if (lost) startOver()
  })

  function startOver() {
    forgetQueueEntry(eventId)
    setEntry(readQueueEntry(eventId))
  }

  const error = polled.error ?? joined.error
  // Why the join is still trying, when the server said so.
  const held = tooMany(joined.failureReason) ? joined.failureReason : undefined
  return { place, offline: Boolean(error) && !lost, error, held, startOver }
}
