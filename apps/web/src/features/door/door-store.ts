import type { DoorSeat } from '@mela/shared/door'
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import type { DoorEvent, DoorSnapshot, QueuedScan, StoredSeat, SyncProblem } from './door-records.ts'
import { keepsLocalCheckIn } from './door-sync.ts'

// The door's IndexedDB: the list of seats, the queue of check-ins made offline and the problems a sync
// reported, per event. Nothing here decides anything: door-sync.ts does, door-records.ts names the records.

interface DoorDb extends DBSchema {
  events: { key: string; value: DoorEvent }
  seats: { key: string; value: StoredSeat; indexes: { event: string } }
  queue: { key: string; value: QueuedScan; indexes: { event: string } }
  problems: { key: string; value: SyncProblem; indexes: { event: string } }
}

let opened: Promise<IDBPDatabase<DoorDb>> | undefined

/**
 * The door's database in this browser: the seats, each with its short code and its holder's first name
 * and phone's last 3 digits (to find them without a camera), never an e-mail or a whole phone number.
 */
export function doorDb() {
  opened ??= openDB<DoorDb>('mela-door', 4, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('events', { keyPath: 'ID' })
        db.createObjectStore('seats', { keyPath: 'ID' }).createIndex('event', 'EventID')
        db.createObjectStore('queue', { keyPath: 'ItemID' }).createIndex('event', 'EventID')
        db.createObjectStore('problems', { keyPath: 'ItemID' }).createIndex('event', 'EventID')
        return
      }
      // Version 2 lists carry short codes and names, version 3 the tickets' Bengali names, version 4 which
      // seats were passed on: lists kept before are downloaded again (their cursors go with them). The
      // queue stays, waiting for its sync.
      void tx.objectStore('events').clear()
      void tx.objectStore('seats').clear()
    },
  })
  return opened
}

export async function readEvent(eventId: string): Promise<DoorSnapshot> {
  const db = await doorDb()
  const [event, seats, queue, problems] = await Promise.all([
    db.get('events', eventId),
    db.getAllFromIndex('seats', 'event', eventId),
    db.getAllFromIndex('queue', 'event', eventId),
    db.getAllFromIndex('problems', 'event', eventId),
  ])
  return { event, seats, queue, problems }
}

/**
 * Stores a page of the list. A seat let in here and still queued keeps its local check-in until
 * the sync answers for it: the server does not know of it yet.
 */
export async function savePage(event: DoorEvent, seats: DoorSeat[]) {
  const db = await doorDb()
  const tx = db.transaction(['events', 'seats', 'queue'], 'readwrite')
  await tx.objectStore('events').put(event)
  for (const seat of seats) {
    const queued = await tx.objectStore('queue').get(seat.ID)
    if (keepsLocalCheckIn(seat, !!queued)) continue
    await tx.objectStore('seats').put({ ...seat, EventID: event.ID })
  }
  await tx.done
}

export async function putSeat(seat: StoredSeat) {
  await (await doorDb()).put('seats', seat)
}

/** A check-in made offline: queued for the sync and shown as in at once. */
export async function queueScan(scan: QueuedScan, seat: StoredSeat) {
  const db = await doorDb()
  const tx = db.transaction(['queue', 'seats'], 'readwrite')
  await tx.objectStore('queue').put(scan)
  await tx.objectStore('seats').put(seat)
  await tx.done
}

/** What a sync answered for queued scans: each leaves the queue, its seat updated, problems kept. */
export async function settleScans(seats: StoredSeat[], problems: SyncProblem[], done: string[]) {
  const db = await doorDb()
  const tx = db.transaction(['queue', 'seats', 'problems'], 'readwrite')
  for (const id of done) await tx.objectStore('queue').delete(id)
  for (const seat of seats) await tx.objectStore('seats').put(seat)
  for (const problem of problems) await tx.objectStore('problems').put(problem)
  await tx.done
}

export async function clearProblems(eventId: string) {
  const db = await doorDb()
  const tx = db.transaction('problems', 'readwrite')
  for (const key of await tx.store.index('event').getAllKeys(eventId)) await tx.store.delete(key)
  await tx.done
}
