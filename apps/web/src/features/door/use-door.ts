import { readShortCode } from '@mela/shared/short-code'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { checkIn as checkInSeat } from '../../lib/check-in.ts'
import { useSession } from '../../lib/session.ts'
import { checkInByShortCode, doorListPage, isNetworkTrouble, searchOnline, syncScans } from './api.ts'
import { countSeats, doorReducer, initialDoor } from './door-state.ts'
import {
  clearProblems,
  putSeat,
  queueScan,
  readEvent,
  type StoredSeat,
  savePage,
  settleScans,
} from './door-store.ts'
import {
  admittedOnline,
  answerForShortCode,
  answerForTicket,
  canCheckIn,
  type DoorAnswer,
  mergeSearch,
  queuedCheckIn,
  refusedCheckIn,
  settle,
  storedEvent,
  syncEvery,
  uploadsOf,
} from './door-sync.ts'
import { searchSeats } from './seat-search.ts'
import { readTicketCode } from './ticket-code.ts'

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine)

/**
 * The door device's state for one event, running door-sync.ts: the seats and ticket key kept in
 * IndexedDB, check-ins sent at once when online and queued when not, and the queue synced when the
 * network comes back (on the `online` event and on a timer).
 */
export function useDoor(eventId: string) {
  const { user } = useSession()
  const me = [user?.FirstName, user?.LastName].filter(Boolean).join(' ') || user?.Username || ''
  const [state, dispatch] = useReducer(doorReducer, browserOnline(), initialDoor)
  const busy = useRef<Promise<void> | undefined>(undefined)
  const seatsRef = useRef(state.seats)
  seatsRef.current = state.seats
  const { event } = state

  const reload = useCallback(async () => {
    const snapshot = await readEvent(eventId)
    dispatch({ type: 'stored', snapshot })
    return snapshot
  }, [eventId])

  /** Sends the queued check-ins, SYNC_MAX_SCANS at a time; what the server answers settles each. */
  const flush = useCallback(async () => {
    for (const scans of uploadsOf((await readEvent(eventId)).queue)) {
      const answer = await syncScans(eventId, scans)
      const { seats, problems, done } = settle(answer.Results, seatsRef.current, eventId)
      await settleScans(seats, problems, done)
    }
  }, [eventId])

  /** Downloads what changed since the stored cursor (everything the first time), then syncs the queue. */
  const sync = useCallback(async () => {
    if (busy.current) return busy.current
    const run = (async () => {
      dispatch({ type: 'sync-started' })
      let ended: Parameters<typeof dispatch>[0] | undefined
      try {
        let cursor = (await readEvent(eventId)).event?.Cursor ?? null
        const firstDownload = !cursor
        for (;;) {
          const page = await doorListPage(eventId, cursor)
          cursor = page.Cursor
          await savePage(storedEvent(page, firstDownload, new Date()), page.Seats)
          if (!page.More) break
        }
        await flush()
      } catch (error) {
        ended = isNetworkTrouble(error)
          ? { type: 'sync-ended', outcome: 'offline' }
          : { type: 'sync-ended', outcome: 'failed', error }
      } finally {
        await reload()
        dispatch(ended ?? { type: 'sync-ended', outcome: 'done', online: browserOnline() })
        busy.current = undefined
      }
    })()
    busy.current = run
    return run
  }, [eventId, flush, reload])

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
  }, [reload, sync])

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (browserOnline()) void sync()
    }, syncEvery(state.queueLength))
    return () => window.clearInterval(timer)
  }, [state.queueLength, sync])

  const counts = useMemo(() => countSeats(state.seats.values()), [state.seats])

  /** The seat as the list has it after a download; for a seat bought or changed since the last one. */
  const freshSeat = useCallback(
    async (itemId: string) => {
      await sync()
      return (await readEvent(eventId)).seats.find((seat) => seat.ID === itemId)
    },
    [eventId, sync],
  )

  /** The answer for what the camera or the keyboard read: checked against the key and the list. */
  const scan = useCallback(
    async (text: string): Promise<DoorAnswer> => {
      if (!event) return { kind: 'invalid' }
      if (readShortCode(text)) {
        let answer = answerForShortCode(seatsRef.current.values(), text)
        // Bought after the last download: fetch what changed before answering.
        if (!answer && browserOnline()) {
          await sync()
          answer = answerForShortCode((await readEvent(eventId)).seats, text)
        }
        return answer ?? { kind: 'invalid' }
      }
      const read = await readTicketCode(text, event.PublicKey)
      if (!read) return { kind: 'invalid' }
      let seat = seatsRef.current.get(read.itemId)
      if (!seat && read.eventId === eventId && browserOnline()) seat = await freshSeat(read.itemId)
      return answerForTicket(read, eventId, seat)
    },
    [event, eventId, sync, freshSeat],
  )

  /** Seats matching a name, a phone's last digits or a code: the server's answer online, the list's offline. */
  const search = useCallback(
    async (text: string): Promise<StoredSeat[]> => {
      const local = searchSeats(seatsRef.current.values(), text)
      if (!browserOnline()) return local
      try {
        return mergeSearch((await searchOnline(eventId, text)).Items, seatsRef.current, eventId)
      } catch (failure) {
        if (isNetworkTrouble(failure)) return local
        throw failure
      }
    },
    [eventId],
  )

  /** Lets the seat in: at once when online; queued for the sync when the network is not there. */
  const checkIn = useCallback(
    async (answer: DoorAnswer): Promise<DoorAnswer> => {
      const { itemId = '', code, shortCode = '' } = answer
      if (!canCheckIn(answer)) return answer
      if (browserOnline()) {
        try {
          const done = code ? await checkInSeat(itemId, code) : await checkInByShortCode(eventId, shortCode)
          const admitted = admittedOnline(answer, eventId, done.CheckedInAt, me)
          await putSeat(admitted.seat)
          dispatch({ type: 'admitted', seat: admitted.seat })
          return admitted.answer
        } catch (failure) {
          if (!isNetworkTrouble(failure)) {
            const conflict = failure instanceof ApiError && failure.status === 409
            const refusal = failure instanceof ApiError ? failure.fieldCodes?.Code?.code : undefined
            return refusedCheckIn(answer, await freshSeat(itemId), conflict, refusal)
          }
          dispatch({ type: 'network', online: false })
        }
      }
      const queued = queuedCheckIn(answer, eventId, new Date().toISOString(), me)
      await queueScan(queued.scan, queued.seat)
      dispatch({ type: 'queued', seat: queued.seat })
      return queued.answer
    },
    [eventId, me, freshSeat],
  )

  const dismissProblems = useCallback(async () => {
    await clearProblems(eventId)
    dispatch({ type: 'problems-dismissed' })
  }, [eventId])

  return {
    event,
    loaded: state.loaded,
    error: state.error,
    online: state.online,
    syncing: state.syncing,
    counts,
    queueLength: state.queueLength,
    problems: state.problems,
    scan,
    search,
    checkIn,
    sync,
    dismissProblems,
  }
}
