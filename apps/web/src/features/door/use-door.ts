import { SYNC_MAX_SCANS } from '@mela/shared/door'
import { readShortCode } from '@mela/shared/short-code'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { checkIn as checkInSeat } from '../../lib/check-in.ts'
import { useSession } from '../../lib/session.ts'
import { checkInByShortCode, doorListPage, isNetworkTrouble, searchOnline, syncScans } from './api.ts'
import {
  clearProblems,
  type DoorEvent,
  putSeat,
  queueScan,
  readEvent,
  type StoredSeat,
  type SyncProblem,
  savePage,
  settleScans,
} from './door-store.ts'
import { searchSeats, seatOfShortCode } from './seat-search.ts'
import { readTicketCode } from './ticket-code.ts'

/** What the door shows for a scanned code. */
export type DoorAnswer = {
  kind: 'valid' | 'used' | 'wrong-event' | 'invalid' | 'void'
  itemId?: string
  /** The signed QR code read; or, for a code typed or a seat found by search, the seat's short code. */
  code?: string
  shortCode?: string
  seat?: StoredSeat
  /** A used seat: when and by whom it was let in. */
  checkedInAt?: string | null
  checkedInBy?: string | null
  /** Let in just now by this device; `queued`: while offline, to be synced. */
  admitted?: boolean
  queued?: boolean
}

/** The door's answer for a seat of its list, typed by its short code or found by search. */
export function answerFor(seat: StoredSeat): DoorAnswer {
  const base = { itemId: seat.ID, shortCode: seat.ShortCode, seat }
  if (seat.Status === 'void') return { ...base, kind: 'void' }
  if (seat.CheckedInAt)
    return { ...base, kind: 'used', checkedInAt: seat.CheckedInAt, checkedInBy: seat.CheckedInBy }
  return { ...base, kind: 'valid' }
}

const REFRESH_MS = 30_000
const RETRY_MS = 10_000

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine)

/**
 * The door device's state for one event: the seats and ticket key kept in IndexedDB, the codes it
 * reads checked in the browser, check-ins sent at once when online and queued when not, and the
 * queue synced when the network comes back (on the `online` event and on a timer).
 */
export function useDoor(eventId: string) {
  const { user } = useSession()
  const me = [user?.FirstName, user?.LastName].filter(Boolean).join(' ') || user?.Username || ''
  const [event, setEvent] = useState<DoorEvent>()
  const [seats, setSeats] = useState<Map<string, StoredSeat>>(new Map())
  const [queueLength, setQueueLength] = useState(0)
  const [problems, setProblems] = useState<SyncProblem[]>([])
  const [online, setOnline] = useState(browserOnline)
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<unknown>()
  const [syncing, setSyncing] = useState(false)
  const busy = useRef<Promise<void> | undefined>(undefined)
  const seatsRef = useRef(seats)
  seatsRef.current = seats

  const reload = useCallback(async () => {
    const snapshot = await readEvent(eventId)
    setEvent(snapshot.event)
    setSeats(new Map(snapshot.seats.map((seat) => [seat.ID, seat])))
    setQueueLength(snapshot.queue.length)
    setProblems(snapshot.problems)
    return snapshot
  }, [eventId])

  /** Sends the queued check-ins, 500 at a time; what the server answers settles each. */
  const flush = useCallback(async () => {
    const { queue } = await readEvent(eventId)
    for (let start = 0; start < queue.length; start += SYNC_MAX_SCANS) {
      const batch = queue.slice(start, start + SYNC_MAX_SCANS)
      const answer = await syncScans(
        eventId,
        batch.map(({ ItemID, Code, ShortCode, ScannedAt }) => ({ ItemID, Code, ShortCode, ScannedAt })),
      )
      const changed: StoredSeat[] = []
      const found: SyncProblem[] = []
      for (const result of answer.Results) {
        const seat = seatsRef.current.get(result.ItemID)
        if (result.Result === 'checked-in' && seat) {
          changed.push({ ...seat, CheckedInAt: result.CheckedInAt, Pending: false })
        } else if (result.Result !== 'checked-in') {
          found.push({
            ItemID: result.ItemID,
            EventID: eventId,
            Result: result.Result,
            Section: seat ? `${seat.Section} ${seat.Category}` : '',
            CheckedInAt: result.CheckedInAt,
            FirstCheckedInAt: result.FirstCheckedInAt ?? null,
            CheckedInBy: result.CheckedInBy ?? null,
          })
          if (seat && result.Result === 'duplicate')
            changed.push({
              ...seat,
              CheckedInAt: result.FirstCheckedInAt ?? seat.CheckedInAt,
              CheckedInBy: result.CheckedInBy ?? null,
              Pending: false,
            })
        }
      }
      await settleScans(
        changed,
        found,
        answer.Results.map((result) => result.ItemID),
      )
    }
  }, [eventId])

  /** Downloads what changed since the stored cursor (everything the first time), then syncs the queue. */
  const sync = useCallback(async () => {
    if (busy.current) return busy.current
    const run = (async () => {
      setSyncing(true)
      try {
        // No cursor: the first download (or one cut short), which counts as done only with its last page.
        let cursor = (await readEvent(eventId)).event?.Cursor ?? null
        const firstDownload = !cursor
        for (;;) {
          const page = await doorListPage(eventId, cursor)
          cursor = page.Cursor
          const stored: DoorEvent = {
            ID: page.Event.ID,
            Title: page.Event.Title,
            PublicKey: page.PublicKey,
            Cursor: page.More && firstDownload ? null : page.Cursor,
            SyncedAt: new Date().toISOString(),
          }
          await savePage(stored, page.Seats)
          if (!page.More) break
        }
        await flush()
        setOnline(true)
        setError(undefined)
      } catch (failure) {
        if (isNetworkTrouble(failure)) setOnline(false)
        else setError(failure)
      } finally {
        await reload()
        setLoaded(true)
        setSyncing(false)
        busy.current = undefined
      }
    })()
    busy.current = run
    return run
  }, [eventId, flush, reload])

  useEffect(() => {
    let stop = false
    void reload().then(() => {
      if (!stop) setLoaded(true)
      if (!stop && browserOnline()) void sync()
    })
    const wentOnline = () => {
      setOnline(true)
      void sync()
    }
    const wentOffline = () => setOnline(false)
    window.addEventListener('online', wentOnline)
    window.addEventListener('offline', wentOffline)
    return () => {
      stop = true
      window.removeEventListener('online', wentOnline)
      window.removeEventListener('offline', wentOffline)
    }
  }, [reload, sync])

  // The list is refreshed now and then; a queue waiting for the network is retried sooner.
  useEffect(() => {
    const every = queueLength > 0 ? RETRY_MS : REFRESH_MS
    const timer = window.setInterval(() => {
      if (browserOnline()) void sync()
    }, every)
    return () => window.clearInterval(timer)
  }, [queueLength, sync])

  const counts = useMemo(() => {
    let total = 0
    let checkedIn = 0
    for (const seat of seats.values()) {
      if (seat.Status !== 'valid') continue
      total += 1
      if (seat.CheckedInAt) checkedIn += 1
    }
    return { total, checkedIn }
  }, [seats])

  /** The answer for what the camera or the keyboard read: checked against the key and the list. */
  const scan = useCallback(
    async (text: string): Promise<DoorAnswer> => {
      if (!event) return { kind: 'invalid' }
      if (readShortCode(text)) {
        let seat = seatOfShortCode(seatsRef.current.values(), text)
        // Bought after the last download: fetch what changed before answering.
        if (!seat && browserOnline()) {
          await sync()
          seat = seatOfShortCode((await readEvent(eventId)).seats, text)
        }
        // Not in this event's list: another event's ticket or no ticket, which the list cannot tell apart.
        return seat ? answerFor(seat) : { kind: 'invalid' }
      }
      const read = await readTicketCode(text, event.PublicKey)
      if (!read) return { kind: 'invalid' }
      if (read.eventId !== eventId) return { kind: 'wrong-event', itemId: read.itemId }
      let seat = seatsRef.current.get(read.itemId)
      if (!seat && browserOnline()) {
        await sync()
        seat = (await readEvent(eventId)).seats.find((s) => s.ID === read.itemId)
      }
      const base = { itemId: read.itemId, code: read.code, seat }
      if (seat?.Status === 'void') return { ...base, kind: 'void' }
      if (seat?.CheckedInAt)
        return { ...base, kind: 'used', checkedInAt: seat.CheckedInAt, checkedInBy: seat.CheckedInBy }
      // A code the platform signed for this event names a paid seat, even one not yet in the list.
      return { ...base, kind: 'valid' }
    },
    [event, eventId, sync],
  )

  /** Seats matching a name, a phone's last digits or a code: the server's answer online, the list's offline. */
  const search = useCallback(
    async (text: string): Promise<StoredSeat[]> => {
      const local = searchSeats(seatsRef.current.values(), text)
      if (!browserOnline()) return local
      try {
        const page = await searchOnline(eventId, text)
        // A seat let in here and not yet synced is shown as this device knows it.
        return page.Items.map((seat) => {
          const mine = seatsRef.current.get(seat.ID)
          return mine?.Pending ? mine : { ...seat, EventID: eventId }
        })
      } catch (failure) {
        if (isNetworkTrouble(failure)) return local
        throw failure
      }
    },
    [eventId],
  )

  const keep = useCallback((seat: StoredSeat) => {
    setSeats((current) => new Map(current).set(seat.ID, seat))
  }, [])

  /** Lets the seat in: at once when online; queued for the sync when the network is not there. */
  const checkIn = useCallback(
    async (answer: DoorAnswer): Promise<DoorAnswer> => {
      const { itemId, code, shortCode } = answer
      if (answer.kind !== 'valid' || !itemId || !(code || shortCode)) return answer
      const seat: StoredSeat = answer.seat ?? {
        ID: itemId,
        EventID: eventId,
        ShortCode: shortCode ?? '',
        Name: null,
        PhoneEnd: null,
        Section: '',
        Category: '',
        Status: 'valid',
        CheckedInAt: null,
        CheckedInBy: null,
      }
      if (browserOnline()) {
        try {
          const done = code
            ? await checkInSeat(itemId, code)
            : await checkInByShortCode(eventId, shortCode ?? '')
          const admitted = { ...seat, CheckedInAt: done.CheckedInAt, CheckedInBy: me, Pending: false }
          await putSeat(admitted)
          keep(admitted)
          return { ...answer, seat: admitted, admitted: true, checkedInAt: done.CheckedInAt }
        } catch (failure) {
          if (failure instanceof ApiError && failure.status === 409) {
            // Let in elsewhere since the last download: read who and when.
            await sync()
            const known = (await readEvent(eventId)).seats.find((s) => s.ID === itemId)
            return {
              ...answer,
              kind: 'used',
              checkedInAt: known?.CheckedInAt ?? null,
              checkedInBy: known?.CheckedInBy ?? null,
            }
          }
          if (!isNetworkTrouble(failure)) {
            // Refunded or voided since the last download, most likely: the list says which.
            await sync()
            const known = (await readEvent(eventId)).seats.find((s) => s.ID === itemId)
            return { ...answer, seat: known ?? seat, kind: known?.Status === 'void' ? 'void' : 'invalid' }
          }
          setOnline(false)
        }
      }
      const at = new Date().toISOString()
      const queued = { ...seat, CheckedInAt: at, CheckedInBy: me, Pending: true }
      const proof = code ? { Code: code } : { ShortCode: shortCode }
      await queueScan({ ItemID: itemId, EventID: eventId, ...proof, ScannedAt: at }, queued)
      keep(queued)
      setQueueLength((n) => n + 1)
      return { ...answer, seat: queued, admitted: true, queued: true, checkedInAt: at }
    },
    [eventId, keep, me, sync],
  )

  const dismissProblems = useCallback(async () => {
    await clearProblems(eventId)
    setProblems([])
  }, [eventId])

  return {
    event,
    loaded,
    error,
    online,
    syncing,
    counts,
    queueLength,
    problems,
    scan,
    search,
    checkIn,
    sync,
    dismissProblems,
  }
}
