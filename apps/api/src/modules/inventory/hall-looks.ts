import type { Db } from '../../db/database.ts'
import { shortLivedCache } from '../../lib/short-lived-cache.ts'
import { type Hall, readHall } from './best-available.ts'

// A flash sale's buyers asking for best available choose from one read of the hall per instance every
// half second, not a read of 2,000 seats each. A look decides nothing: the hold takes each seat by a
// conditional update under the locks and answers SEAT_TAKEN when another buyer was faster.
const LOOK_TTL_MS = 500

const looks = shortLivedCache<Hall>(LOOK_TTL_MS, (db, eventId, now) => readHall(db, eventId, now))

/** The event's hall as this instance read it at most half a second ago, or afresh. */
export const hallLook = (db: Db, eventId: string, options: { fresh?: boolean; now?: Date } = {}) =>
  looks.get(db, eventId, options)

/**
 * Seats this instance just held, until `until`, are held in its newest look too (read maybe after they were
 * chosen, before they were held), so its next buyers do not reach for them before the next read shows it.
 */
export function takenInLook(db: Db, eventId: string, seatIds: string[], until: number) {
  // A read under way may have started before these seats were taken: they are marked in it when it lands.
  looks
    .peek(db, eventId)
    .then((hall) => {
      for (const id of seatIds) {
        const seat = hall?.byId.get(id)
        if (seat && seat.freeFrom < until) seat.freeFrom = until
      }
    })
    .catch(() => {}) // a failed read leaves no look to mark
}
