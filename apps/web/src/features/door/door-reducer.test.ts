import { describe, expect, it } from 'vitest'
import { queuedCheckIn } from './door-answers.ts'
import type { StoredSeat } from './door-records.ts'
import { countSeats, type DoorState, doorReducer, initialDoor } from './door-reducer.ts'
import { EVENT, ITEM, seat } from './testing/door-fixtures.ts'

// The door screen's state, action by action, without React, storage or network.

const AT = '2026-11-25T18:00:00.000Z'
const event = { ID: EVENT, Title: 'Baul night', PublicKey: '', Cursor: 'c1', SyncedAt: AT }

/** A door that has downloaded `seats` and is now offline. */
function offlineDoor(seats: StoredSeat[]): DoorState {
  const loaded = doorReducer(initialDoor(true), {
    type: 'stored',
    snapshot: { event, seats, queue: [], problems: [] },
  })
  return doorReducer(loaded, { type: 'network', online: false })
}

/** The seat `listed` let in offline: its scan queued, the seat shown as in. */
function queued(state: DoorState, listed: StoredSeat) {
  const { seat: shown } = queuedCheckIn(
    { kind: 'valid', itemId: listed.ID, code: 'M1.x', seat: listed },
    EVENT,
    AT,
    'Me',
  )
  return doorReducer(state, { type: 'queued', seat: shown })
}

describe('the door screen’s state', () => {
  it('reads back what the device stored: the event, its seats by ID, the queue and the problems', () => {
    const listed = [seat({ ID: ITEM, EventID: EVENT }), seat({ EventID: EVENT, CheckedInAt: AT })]
    const problem = {
      ItemID: ITEM,
      EventID: EVENT,
      Result: 'duplicate' as const,
      Section: 'General',
      CheckedInAt: AT,
      FirstCheckedInAt: AT,
      CheckedInBy: 'Gate 2',
    }
    const state = doorReducer(initialDoor(true), {
      type: 'stored',
      snapshot: { event, seats: listed, queue: [], problems: [problem] },
    })
    expect(state).toMatchObject({ event, loaded: true, queueLength: 0, problems: [problem] })
    expect(state.seats.get(ITEM)).toEqual(listed[0])
    expect(countSeats(state.seats.values())).toEqual({ total: 2, checkedIn: 1 })
    expect(doorReducer(state, { type: 'problems-dismissed' }).problems).toEqual([])
  })

  it('counts one queued scan per seat: the same seat queued again replaces its scan', () => {
    const listed = seat({ ID: ITEM, EventID: EVENT })
    const once = queued(offlineDoor([listed, seat({ EventID: EVENT })]), listed)
    expect(once.queueLength).toBe(1)
    expect(queued(once, listed).queueLength).toBe(1)
    expect(countSeats(once.seats.values())).toEqual({ total: 2, checkedIn: 1 })
  })

  it('leaves void seats out of the count', () => {
    const state = offlineDoor([seat({ EventID: EVENT, Status: 'void' }), seat({ EventID: EVENT })])
    expect(countSeats(state.seats.values())).toEqual({ total: 1, checkedIn: 0 })
  })

  it('shows offline with the queue kept when a sync finds no network, and online once one goes through', () => {
    const state = queued(
      offlineDoor([seat({ ID: ITEM, EventID: EVENT })]),
      seat({ ID: ITEM, EventID: EVENT }),
    )
    const trying = doorReducer(state, { type: 'sync-started' })
    expect(trying.syncing).toBe(true)
    const stillOffline = doorReducer(trying, { type: 'sync-ended', outcome: 'offline' })
    expect(stillOffline).toMatchObject({ syncing: false, online: false, queueLength: 1 })
    const refused = doorReducer(stillOffline, {
      type: 'sync-ended',
      outcome: 'failed',
      error: new Error('403'),
    })
    expect(refused.error).toBeInstanceOf(Error)
    expect(doorReducer(refused, { type: 'sync-ended', outcome: 'done', online: true })).toMatchObject({
      online: true,
      error: undefined,
    })
  })

  it('stays offline when a sync that got through ends after the network went', () => {
    const online = doorReducer(offlineDoor([]), { type: 'network', online: true })
    const syncing = doorReducer(online, { type: 'sync-started' })
    const wentOffline = doorReducer(syncing, { type: 'network', online: false })
    expect(doorReducer(wentOffline, { type: 'sync-ended', outcome: 'done', online: false })).toMatchObject({
      syncing: false,
      online: false,
    })
  })
})
