import type { DoorEvent, DoorSnapshot, StoredSeat, SyncProblem } from './door-records.ts'

// The door screen's state as a reducer, so that what each scan, queue and sync does to it is tested
// without React (door-reducer.test.ts); use-door.ts dispatches to it.

/** Valid seats of the list, and how many of them are in. */
export function countSeats(seats: Iterable<StoredSeat>) {
  let total = 0
  let checkedIn = 0
  for (const seat of seats) {
    if (seat.Status !== 'valid') continue
    total += 1
    if (seat.CheckedInAt) checkedIn += 1
  }
  return { total, checkedIn }
}

/** What the door screen knows of one event. */
export type DoorState = {
  event: DoorEvent | undefined
  seats: ReadonlyMap<string, StoredSeat>
  queueLength: number
  problems: SyncProblem[]
  online: boolean
  loaded: boolean
  syncing: boolean
  error: unknown
}

export type DoorAction =
  | { type: 'stored'; snapshot: DoorSnapshot }
  | { type: 'admitted'; seat: StoredSeat }
  | { type: 'queued'; seat: StoredSeat }
  | { type: 'sync-started' }
  /**
   * `done`: the list and queue are synced, `online` whether the browser still has a network as it ended;
   * `offline`: no network; `failed`: the server refused (`error`).
   */
  | { type: 'sync-ended'; outcome: 'done'; online: boolean }
  | { type: 'sync-ended'; outcome: 'offline' }
  | { type: 'sync-ended'; outcome: 'failed'; error: unknown }
  | { type: 'network'; online: boolean }
  | { type: 'problems-dismissed' }

export const initialDoor = (online: boolean): DoorState => ({
  event: undefined,
  seats: new Map(),
  queueLength: 0,
  problems: [],
  online,
  loaded: false,
  syncing: false,
  error: undefined,
})

/** The door screen's state after each thing that happens to it. */
export function doorReducer(state: DoorState, action: DoorAction): DoorState {
  switch (action.type) {
    case 'stored': {
      // What the device has stored, read back: on opening (a queue left from before a reload) and after each sync.
      const { event, seats, queue, problems } = action.snapshot
      return {
        ...state,
        event,
        seats: new Map(seats.map((seat) => [seat.ID, seat])),
        queueLength: queue.length,
        problems,
        loaded: true,
      }
    }
    case 'admitted':
      return { ...state, seats: new Map(state.seats).set(action.seat.ID, action.seat) }
    case 'queued': {
      // One queued scan per seat: a seat queued again replaces its scan.
      const again = state.seats.get(action.seat.ID)?.Pending
      return {
        ...state,
        seats: new Map(state.seats).set(action.seat.ID, action.seat),
        queueLength: state.queueLength + (again ? 0 : 1),
      }
    }
    case 'sync-started':
      return { ...state, syncing: true }
    case 'sync-ended':
      // A sync that got through just before the network went says so, but the door is offline now.
      if (action.outcome === 'done')
        return { ...state, syncing: false, online: action.online, error: undefined }
      if (action.outcome === 'offline') return { ...state, syncing: false, online: false }
      return { ...state, syncing: false, error: action.error }
    case 'network':
      return { ...state, online: action.online }
    case 'problems-dismissed':
      return { ...state, problems: [] }
  }
}
