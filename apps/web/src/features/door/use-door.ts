import { readShortCode } from '@mela/shared/short-code'
import { useCallback, useMemo, useReducer, useRef } from 'react'
import { useSession } from '../../lib/session.ts'
import { isNetworkTrouble, searchOnline } from './api.ts'
import { answerForShortCode, answerForTicket, type DoorAnswer } from './door-answers.ts'
import type { StoredSeat } from './door-records.ts'
import { countSeats, doorReducer, initialDoor } from './door-reducer.ts'
import { clearProblems, readEvent } from './door-store.ts'
import { mergeSearch } from './door-sync.ts'
import { searchSeats } from './seat-search.ts'
import { readTicketCode } from './ticket-code.ts'
import { useDoorCheckIn } from './use-door-check-in.ts'
import { browserOnline, useDoorSync } from './use-door-sync.ts'

/**
 * The door device's state for one event (door-reducer.ts): the seats and ticket key kept in IndexedDB,
 * synced by useDoorSync, check-ins sent at once when online and queued when not (useDoorCheckIn), and
 * the answers for what is scanned, typed or searched for.
 */
export function useDoor(eventId: string) {
  const { user } = useSession()
  const me = [user?.FirstName, user?.LastName].filter(Boolean).join(' ') || user?.Username || ''
  const [state, dispatch] = useReducer(doorReducer, browserOnline(), initialDoor)
  const seatsRef = useRef(state.seats)
  seatsRef.current = state.seats
  const { event } = state
  const { sync, freshSeat } = useDoorSync(eventId, dispatch, seatsRef, state.queueLength)
  const checkIn = useDoorCheckIn({ eventId, me, dispatch, freshSeat })
  const counts = useMemo(() => countSeats(state.seats.values()), [state.seats])

  /** The answer for what the camera or the keyboard read: checked against the key and the list. */
  const scan = useCallback(
    async (text: string): Promise<DoorAnswer> => {
      if (!event) return { kind: 'invalid' }
      if (readShortCode(text)) {
        const listed = answerForShortCode(seatsRef.current.values(), text)
        // Bought after the last download: fetch what changed before answering.
        if (listed || !browserOnline()) return listed ?? { kind: 'invalid' }
        await sync()
        return answerForShortCode((await readEvent(eventId)).seats, text) ?? { kind: 'invalid' }
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
