import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from 'react'
import { isNetworkTrouble } from './api.ts'
import type { StoredSeat } from './door-records.ts'
import type { DoorAction } from './door-reducer.ts'
import { downloadChanges, uploadQueue } from './door-rounds.ts'
import { readEvent } from './door-store.ts'
import { syncEvery } from './door-sync.ts'

export const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine)

/** How a sync ended, for the reducer: offline (no network), failed (the server refused), or done. */
function syncEnded(error: unknown): DoorAction {
  if (error === undefined) return { type: 'sync-ended', outcome: 'done', online: browserOnline() }
  return isNetworkTrouble(error)
    ? { type: 'sync-ended', outcome: 'offline' }
    : { type: 'sync-ended', outcome: 'failed', error }
}

/**
 * The door's syncs for one event: what the device stored read back on opening, then the list downloaded
 * and the queue uploaded when the network comes back (the `online` event) and on a timer, one sync at a time.
 */
export function useDoorSync(
  eventId: string,
  dispatch: Dispatch<DoorAction>,
  seats: RefObject<ReadonlyMap<string, StoredSeat>>,
  queueLength: number,
) {
  const running = useRef<Promise<void> | undefined>(undefined)

  const reload = useCallback(async () => {
    dispatch({ type: 'stored', snapshot: await readEvent(eventId) })
  }, [eventId, dispatch])

  const sync = useCallback(() => {
    running.current ??= (async () => {
      dispatch({ type: 'sync-started' })
      let failure: unknown
      try {
        await downloadChanges(eventId)
        await uploadQueue(eventId, () => seats.current)
      } catch (error) {
        failure = error
      } finally {
        await reload()
        dispatch(syncEnded(failure))
        running.current = undefined
      }
    })()
    return running.current
  }, [eventId, dispatch, reload, seats])

  useEffect(() => {
    let stop = false
    void reload().then(() => {
      if (!stop && browserOnline()) void sync()
    })
    const wentOnline = () => {
      dispatch({ type: 'network', online: true })
      void sync()
    }
    const wentOffline = () => dispatch({ type: 'network', online: false })
    window.addEventListener('online', wentOnline)
    window.addEventListener('offline', wentOffline)
    return () => {
      stop = true
      window.removeEventListener('online', wentOnline)
      window.removeEventListener('offline', wentOffline)
    }
  }, [reload, sync, dispatch])

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (browserOnline()) void sync()
    }, syncEvery(queueLength))
    return () => window.clearInterval(timer)
  }, [queueLength, sync])

  /** The seat as the list has it after a download; for a seat bought or changed since the last one. */
  const freshSeat = useCallback(
    async (itemId: string) => {
      await sync()
      return (await readEvent(eventId)).seats.find((seat) => seat.ID === itemId)
    },
    [eventId, sync],
  )

  return { sync, freshSeat }
}
