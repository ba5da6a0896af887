import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { queuedCheckIn } from './door-answers.ts'
import type { DoorEvent } from './door-records.ts'
import { doorReducer, initialDoor } from './door-reducer.ts'
import { settle } from './door-sync.ts'
import { seat } from './testing/door-fixtures.ts'

// The door's IndexedDB (an in-memory one here), opened afresh as a reloaded page opens it.
const openStore = async () => {
  vi.resetModules()
  return import('./door-store.ts')
}

const AT = '2026-11-25T18:00:00.000Z'

/** An event of its own for each test, as the database outlives them. */
function freshEvent() {
  const event: DoorEvent = {
    ID: crypto.randomUUID(),
    Title: 'Baul night',
    PublicKey: 'key',
    Cursor: 'c1',
    SyncedAt: null,
  }
  const listed = seat({ EventID: event.ID })
  const { scan, seat: queued } = queuedCheckIn(
    { kind: 'valid', itemId: listed.ID, shortCode: listed.ShortCode, seat: listed },
    event.ID,
    AT,
    'Door Keeper',
  )
  return { event, listed, scan, queued }
}

describe('the door list and queue kept on the device', () => {
  it('keeps a check-in queued offline across a reload, still shown as in', async () => {
    const { event, listed, scan, queued } = freshEvent()
    const before = await openStore()
    await before.savePage(event, [listed])
    await before.queueScan(scan, queued)

    const snapshot = await (await openStore()).readEvent(event.ID)
    expect(snapshot.queue).toEqual([scan])
    const door = doorReducer(initialDoor(false), { type: 'stored', snapshot })
    expect(door.queueLength).toBe(1)
    expect(door.seats.get(listed.ID)).toMatchObject({ CheckedInAt: AT, Pending: true })
  })

  it('keeps a queued check-in through a download that does not know of it yet, not one the server let in', async () => {
    const { event, listed, scan, queued } = freshEvent()
    const store = await openStore()
    await store.savePage(event, [listed])
    await store.queueScan(scan, queued)

    await store.savePage(event, [listed])
    const stored = async () => (await store.readEvent(event.ID)).seats.find((s) => s.ID === listed.ID)
    expect(await stored()).toMatchObject({ CheckedInAt: AT, Pending: true })
    await store.savePage(event, [{ ...listed, CheckedInAt: AT, CheckedInBy: 'Gate 2' }])
    expect(await stored()).toMatchObject({ CheckedInBy: 'Gate 2' })
  })

  it('takes answered scans off the queue and keeps the problems until they are dismissed', async () => {
    const { event, listed, scan, queued } = freshEvent()
    const store = await openStore()
    await store.queueScan(scan, queued)
    const { seats, problems, done } = settle(
      [{ ItemID: listed.ID, Result: 'invalid', CheckedInAt: null }],
      new Map([[listed.ID, queued]]),
      event.ID,
    )
    await store.settleScans(seats, problems, done)
    const after = await (await openStore()).readEvent(event.ID)
    expect(after.queue).toEqual([])
    expect(after.problems).toMatchObject([{ ItemID: listed.ID, Result: 'invalid' }])
    await store.clearProblems(event.ID)
    expect((await store.readEvent(event.ID)).problems).toEqual([])
  })
})
