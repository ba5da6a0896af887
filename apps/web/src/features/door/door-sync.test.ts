import { SYNC_MAX_SCANS, type SyncResult } from '@mela/shared/door'
import { describe, expect, it } from 'vitest'
import {
  admittedOnline,
  answerForShortCode,
  answerForTicket,
  canCheckIn,
  queuedCheckIn,
  refusedCheckIn,
} from './door-answers.ts'
import type { StoredSeat } from './door-records.ts'
import { countSeats, type DoorState, doorReducer, initialDoor } from './door-reducer.ts'
import { settle, syncEvery, uploadsOf } from './door-sync.ts'
import { codeOf, EVENT, ITEM, keyPair, seat } from './testing/door-fixtures.ts'
import { readTicketCode } from './ticket-code.ts'

const AT = '2026-11-25T18:00:00.000Z'
const LATER = '2026-11-25T18:05:00.000Z'
const ME = 'Door Keeper'

/** A door that has downloaded `seats` and is now offline. */
function offlineDoor(seats: StoredSeat[]): DoorState {
  const event = { ID: EVENT, Title: 'Baul night', PublicKey: '', Cursor: 'c1', SyncedAt: AT }
  const loaded = doorReducer(initialDoor(true), {
    type: 'stored',
    snapshot: { event, seats, queue: [], problems: [] },
  })
  return doorReducer(loaded, { type: 'network', online: false })
}

/** What the door does offline with an answer it may let in: queue it and show the seat as in. */
function admitOffline(state: DoorState, answer: ReturnType<typeof answerForTicket>, at = AT) {
  expect(canCheckIn(answer)).toBe(true)
  const queued = queuedCheckIn(answer, EVENT, at, ME)
  return { ...queued, state: doorReducer(state, { type: 'queued', seat: queued.seat }) }
}

describe('the door with no network', () => {
  it('admits a signed QR code from the list, queues its code and counts the seat in', async () => {
    const { privateKey, raw } = keyPair()
    const listed = seat({ ID: ITEM, EventID: EVENT })
    const door = offlineDoor([listed, seat({ EventID: EVENT })])
    const read = await readTicketCode(codeOf(privateKey), raw)
    if (!read) throw new Error('the code did not read')
    const answer = answerForTicket(read, EVENT, door.seats.get(ITEM))
    expect(answer).toMatchObject({ kind: 'valid', itemId: ITEM, seat: listed })

    const { scan, answer: shown, state } = admitOffline(door, answer)
    expect(scan).toEqual({ ItemID: ITEM, EventID: EVENT, Code: read.code, ScannedAt: AT })
    expect(shown).toMatchObject({ admitted: true, queued: true, checkedInAt: AT })
    expect(state.queueLength).toBe(1)
    expect(countSeats(state.seats.values())).toEqual({ total: 2, checkedIn: 1 })
  })

  it('admits a signed QR code not yet in the list: the signature is proof enough', async () => {
    const { privateKey, raw } = keyPair()
    const read = await readTicketCode(codeOf(privateKey), raw)
    if (!read) throw new Error('the code did not read')
    const { scan, seat: shown } = admitOffline(offlineDoor([]), answerForTicket(read, EVENT, undefined))
    expect(scan.Code).toBe(read.code)
    expect(shown).toMatchObject({ ID: ITEM, EventID: EVENT, Status: 'valid', CheckedInAt: AT, Pending: true })
  })

  it('admits by the short code typed, with the short code as the proof queued', () => {
    const listed = seat({ EventID: EVENT, ShortCode: 'K7QM4XPD' })
    const door = offlineDoor([listed])
    const answer = answerForShortCode(door.seats.values(), 'k7qm-4xpd')
    expect(answer).toMatchObject({ kind: 'valid', itemId: listed.ID, shortCode: 'K7QM4XPD' })
    if (!answer) throw new Error('no answer')
    const { scan } = admitOffline(door, answer)
    expect(scan).toEqual({ ItemID: listed.ID, EventID: EVENT, ShortCode: 'K7QM4XPD', ScannedAt: AT })
  })

  it('says a ticket scanned twice is used, by this device and when, and queues it once', async () => {
    const { privateKey, raw } = keyPair()
    const listed = seat({ ID: ITEM, EventID: EVENT })
    const read = await readTicketCode(codeOf(privateKey), raw)
    if (!read) throw new Error('the code did not read')
    const first = admitOffline(offlineDoor([listed]), answerForTicket(read, EVENT, listed))

    const again = answerForTicket(read, EVENT, first.state.seats.get(ITEM))
    expect(again).toMatchObject({ kind: 'used', checkedInAt: AT, checkedInBy: ME })
    expect(canCheckIn(again)).toBe(false)
    const byCode = answerForShortCode(first.state.seats.values(), listed.ShortCode)
    expect(byCode).toMatchObject({ kind: 'used', checkedInAt: AT })
    expect(first.state.queueLength).toBe(1)
  })

  it('refuses another event’s code, a code not in the list and a voided seat', async () => {
    const { privateKey, raw } = keyPair()
    const read = await readTicketCode(codeOf(privateKey, ITEM, crypto.randomUUID()), raw)
    if (!read) throw new Error('the code did not read')
    expect(answerForTicket(read, EVENT, undefined)).toEqual({ kind: 'wrong-event', itemId: ITEM })
    const voided = seat({ EventID: EVENT, ShortCode: 'HJKM6789', Status: 'void' })
    const door = offlineDoor([voided])
    expect(answerForShortCode(door.seats.values(), 'AC3D4EF6')).toBeUndefined()
    const answer = answerForShortCode(door.seats.values(), 'HJKM6789')
    expect(answer).toMatchObject({ kind: 'void' })
    expect(answer && canCheckIn(answer)).toBe(false)
  })

  it('says a seat passed on was transferred, by its short code and its QR code, and lets neither in', async () => {
    const passed = seat({
      ID: ITEM,
      EventID: EVENT,
      ShortCode: 'HJKM6789',
      Status: 'void',
      Refusal: 'TICKET_TRANSFERRED',
    })
    const door = offlineDoor([passed])
    const typed = answerForShortCode(door.seats.values(), 'HJKM-6789')
    expect(typed).toMatchObject({ kind: 'transferred', seat: passed })
    expect(typed && canCheckIn(typed)).toBe(false)
    const scanned = answerForTicket({ itemId: ITEM, eventId: EVENT, code: 'M1.x' }, EVENT, passed)
    expect(scanned).toMatchObject({ kind: 'transferred' })
    expect(canCheckIn(scanned)).toBe(false)
    // Passed on is not counted among the seats that come in.
    expect(countSeats(door.seats.values())).toEqual({ total: 0, checkedIn: 0 })
  })
})

describe('uploading the queue when the network is back', () => {
  const answered = (fields: Partial<SyncResult>): SyncResult => ({
    ItemID: ITEM,
    Result: 'checked-in',
    CheckedInAt: AT,
    ...fields,
  })

  it('sends the queue in uploads of at most the server’s limit, with what proves each scan', () => {
    const queue = Array.from({ length: SYNC_MAX_SCANS + 1 }, (_, n) => ({
      ItemID: `item-${n}`,
      EventID: EVENT,
      ShortCode: 'K7QM4XPD',
      ScannedAt: AT,
    }))
    const uploads = uploadsOf(queue)
    expect(uploads.map((scans) => scans.length)).toEqual([SYNC_MAX_SCANS, 1])
    expect(uploads[1]).toEqual([{ ItemID: `item-${SYNC_MAX_SCANS}`, ShortCode: 'K7QM4XPD', ScannedAt: AT }])
  })

  it('merges the server’s answer: a seat let in keeps the server’s time and leaves the queue', () => {
    const queued = seat({ ID: ITEM, EventID: EVENT, CheckedInAt: AT, CheckedInBy: ME, Pending: true })
    const settled = settle([answered({ CheckedInAt: LATER })], new Map([[ITEM, queued]]), EVENT)
    expect(settled).toEqual({
      seats: [{ ...queued, CheckedInAt: LATER, Pending: false }],
      problems: [],
      done: [ITEM],
    })
  })

  it('shows a seat let in elsewhere first as a problem, with who let it in and when', () => {
    const queued = seat({ ID: ITEM, EventID: EVENT, Section: 'Gallery', Category: 'Adult', Pending: true })
    const duplicate = answered({
      Result: 'duplicate',
      FirstCheckedInAt: AT,
      CheckedInAt: LATER,
      CheckedInBy: 'Gate 2',
    })
    const settled = settle([duplicate], new Map([[ITEM, queued]]), EVENT)
    expect(settled.problems).toEqual([
      {
        ItemID: ITEM,
        EventID: EVENT,
        Result: 'duplicate',
        Section: 'Gallery Adult',
        SectionBn: null,
        CheckedInAt: LATER,
        FirstCheckedInAt: AT,
        CheckedInBy: 'Gate 2',
      },
    ])
    expect(settled.seats).toEqual([{ ...queued, CheckedInAt: AT, CheckedInBy: 'Gate 2', Pending: false }])
    expect(settled.done).toEqual([ITEM])
  })

  it('shows a refused ticket as a problem and takes it off the queue', () => {
    const settled = settle([answered({ Result: 'invalid', CheckedInAt: null })], new Map(), EVENT)
    expect(settled.problems).toMatchObject([
      { ItemID: ITEM, Result: 'invalid', Section: '', CheckedInBy: null },
    ])
    expect(settled.seats).toEqual([])
    expect(settled.done).toEqual([ITEM])
  })

  it('keeps why the server refused a seat passed on, for the door to ask for the new code', () => {
    const settled = settle(
      [answered({ Result: 'invalid', CheckedInAt: null, Refusal: 'TICKET_TRANSFERRED' })],
      new Map(),
      EVENT,
    )
    expect(settled.problems).toMatchObject([
      { ItemID: ITEM, Result: 'invalid', Refusal: 'TICKET_TRANSFERRED' },
    ])
  })

  it('counts a seat once when an upload whose answer was lost is sent again', () => {
    const listed = seat({ ID: ITEM, EventID: EVENT })
    const { state, seat: queued } = admitOffline(
      offlineDoor([listed]),
      answerForTicket({ itemId: ITEM, eventId: EVENT, code: 'M1.x' }, EVENT, listed),
    )
    // The first upload reached the server but its answer did not come back: the queue is unchanged and
    // the retry sends the same scan, which the server answers as the same check-in.
    const seats = new Map(state.seats)
    for (const retry of [1, 2]) {
      const settled = settle([answered({})], seats, EVENT)
      for (const changed of settled.seats) seats.set(changed.ID, changed)
      expect(settled.done, `upload ${retry}`).toEqual([queued.ID])
    }
    expect(countSeats(seats.values())).toEqual({ total: 1, checkedIn: 1 })
  })

  it('retries a waiting queue sooner than it refreshes the list', () => {
    expect(syncEvery(1)).toBeLessThan(syncEvery(0))
  })
})

describe('the server refusing a check-in the list thought valid', () => {
  const listed = seat({ ID: ITEM, EventID: EVENT })
  const answer = answerForTicket({ itemId: ITEM, eventId: EVENT, code: 'M1.x' }, EVENT, listed)

  it('says used, by whom and when, for a seat let in elsewhere since the last download', () => {
    const known = { ...listed, CheckedInAt: AT, CheckedInBy: 'Gate 2' }
    expect(refusedCheckIn(answer, known, true)).toMatchObject({
      kind: 'used',
      checkedInAt: AT,
      checkedInBy: 'Gate 2',
    })
  })

  it('says void for a seat refunded since, and invalid when the list no longer has it', () => {
    expect(refusedCheckIn(answer, { ...listed, Status: 'void' }, false)).toMatchObject({ kind: 'void' })
    expect(refusedCheckIn(answer, undefined, false)).toMatchObject({ kind: 'invalid', seat: listed })
  })

  it('says transferred for a seat passed on since, from the server’s refusal or the fresh list', () => {
    expect(refusedCheckIn(answer, listed, false, 'TICKET_TRANSFERRED')).toMatchObject({ kind: 'transferred' })
    const known = { ...listed, Status: 'void' as const, Refusal: 'TICKET_TRANSFERRED' as const }
    expect(refusedCheckIn(answer, known, false)).toMatchObject({ kind: 'transferred', seat: known })
  })

  it('shows a seat let in online as in at once, not waiting for a sync', () => {
    const { seat: admitted, answer: shown } = admittedOnline(answer, EVENT, AT, ME)
    expect(admitted).toMatchObject({ CheckedInAt: AT, CheckedInBy: ME, Pending: false })
    expect(shown).toMatchObject({ kind: 'valid', admitted: true, checkedInAt: AT })
    expect(shown.queued).toBeUndefined()
  })
})
