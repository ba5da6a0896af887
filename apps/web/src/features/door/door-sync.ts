import {
  type DoorList,
  type DoorSeat,
  SYNC_MAX_SCANS,
  type SyncResult,
  type SyncScan,
} from '@mela/shared/door'
import { ticketName } from '../../lib/localized.ts'
import type { DoorEvent, QueuedScan, StoredSeat, SyncProblem } from './door-records.ts'

/*
 * The door's offline sync protocol, with no React, storage or network: how the queue is uploaded, how an
 * upload's answer settles it, how a downloaded page meets what the device did, and when to try again.
 * use-door-sync.ts runs it against IndexedDB (door-store.ts), the API and the browser's timers.
 */

/** The queue as the uploads that carry it: at most SYNC_MAX_SCANS scans each. */
export function uploadsOf(queue: QueuedScan[]): SyncScan[][] {
  const uploads: SyncScan[][] = []
  for (let start = 0; start < queue.length; start += SYNC_MAX_SCANS)
    uploads.push(
      queue
        .slice(start, start + SYNC_MAX_SCANS)
        .map(({ ItemID, Code, ShortCode, ScannedAt }) => ({ ItemID, Code, ShortCode, ScannedAt })),
    )
  return uploads
}

/** What an upload's answer does to the device: seats updated, problems to show, scans off the queue. */
export type Settlement = { seats: StoredSeat[]; problems: SyncProblem[]; done: string[] }

/**
 * Settles an upload's answer against the list. A seat let in keeps the server's time; a duplicate shows
 * who let it in first; a refused scan becomes a problem for the door to see. Every scan answered leaves
 * the queue, so an upload sent again after a lost answer counts each seat once.
 */
export function settle(
  results: SyncResult[],
  seats: ReadonlyMap<string, StoredSeat>,
  eventId: string,
): Settlement {
  const settlement: Settlement = { seats: [], problems: [], done: results.map((result) => result.ItemID) }
  for (const result of results) {
    const seat = seats.get(result.ItemID)
    if (result.Result === 'checked-in') {
      if (seat) settlement.seats.push({ ...seat, CheckedInAt: result.CheckedInAt, Pending: false })
      continue
    }
    settlement.problems.push({
      ItemID: result.ItemID,
      EventID: eventId,
      Result: result.Result,
      ...(result.Refusal ? { Refusal: result.Refusal } : {}),
      Section: seat ? ticketName(seat, 'en') : '',
      // Problems outlive the list they were found against: the Bengali name is kept with them.
      SectionBn: seat?.Bn ? ticketName(seat, 'bn') : null,
      CheckedInAt: result.CheckedInAt,
      FirstCheckedInAt: result.FirstCheckedInAt ?? null,
      CheckedInBy: result.CheckedInBy ?? null,
    })
    if (seat && result.Result === 'duplicate')
      settlement.seats.push({
        ...seat,
        CheckedInAt: result.FirstCheckedInAt ?? seat.CheckedInAt,
        CheckedInBy: result.CheckedInBy ?? null,
        Pending: false,
      })
  }
  return settlement
}

/**
 * The event as stored after a page of the list. The first download (no cursor yet) keeps no cursor
 * until its last page, so one cut short starts again from the beginning.
 */
export function storedEvent(page: DoorList, firstDownload: boolean, now: Date): DoorEvent {
  return {
    ID: page.Event.ID,
    Title: page.Event.Title,
    PublicKey: page.PublicKey,
    Cursor: page.More && firstDownload ? null : page.Cursor,
    SyncedAt: now.toISOString(),
  }
}

/** A downloaded seat replaces the stored one, except a seat still queued here that the server has not let in. */
export const keepsLocalCheckIn = (downloaded: DoorSeat, queued: boolean) => queued && !downloaded.CheckedInAt

/** The server's search answer, with a seat let in here and not yet synced shown as this device knows it. */
export function mergeSearch(found: DoorSeat[], seats: ReadonlyMap<string, StoredSeat>, eventId: string) {
  return found.map((seat): StoredSeat => {
    const mine = seats.get(seat.ID)
    return mine?.Pending ? mine : { ...seat, EventID: eventId }
  })
}

const REFRESH_MS = 30_000
const RETRY_MS = 10_000

/** The list is refreshed now and then; a queue waiting for the network is retried sooner. */
export const syncEvery = (queueLength: number) => (queueLength > 0 ? RETRY_MS : REFRESH_MS)
