import { checkIn, checkInByShortCode, doorListPage, syncScans } from './api.ts'
import type { DoorAnswer } from './door-answers.ts'
import type { StoredSeat } from './door-records.ts'
import { readEvent, savePage, settleScans } from './door-store.ts'
import { settle, storedEvent, uploadsOf } from './door-sync.ts'

// One round of each thing the door does with the server, as plain async functions: the API (api.ts), the
// device's store (door-store.ts) and the protocol's rules (door-sync.ts) put together. No React here:
// use-door-sync.ts and use-door-check-in.ts call them and tell the reducer what happened.

/** Downloads what changed since the stored cursor (everything the first time), page after page. */
export async function downloadChanges(eventId: string) {
  let cursor = (await readEvent(eventId)).event?.Cursor ?? null
  const firstDownload = !cursor
  for (;;) {
    const page = await doorListPage(eventId, cursor)
    cursor = page.Cursor
    await savePage(storedEvent(page, firstDownload, new Date()), page.Seats)
    if (!page.More) return
  }
}

/** Sends the queued check-ins, SYNC_MAX_SCANS at a time; what the server answers settles each. */
export async function uploadQueue(eventId: string, seats: () => ReadonlyMap<string, StoredSeat>) {
  for (const scans of uploadsOf((await readEvent(eventId)).queue)) {
    const answer = await syncScans(eventId, scans)
    const { seats: settled, problems, done } = settle(answer.Results, seats(), eventId)
    await settleScans(settled, problems, done)
  }
}

/** Lets a seat in online by what proves it: the QR code read, else the short code typed or found. */
export async function checkInOnline(eventId: string, answer: DoorAnswer) {
  const { itemId = '', code, shortCode = '' } = answer
  return code ? await checkIn(itemId, code) : await checkInByShortCode(eventId, shortCode)
}
