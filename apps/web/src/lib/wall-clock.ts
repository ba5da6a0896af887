import { DEFAULT_TIME_ZONE, formatDate } from '@mela/shared/dates'

/**
 * The zone an organizer types an event's times in: Dhaka's, whatever the browser's own zone, since the
 * events happen in Bangladesh (an organizer abroad, or a laptop set to UTC, must not shift them).
 */
export const EVENT_TIME_ZONE = DEFAULT_TIME_ZONE

/** An instant as a datetime-local input shows it ('2026-11-25T21:00') on `timeZone`'s clock. */
export function toWallClock(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return ''
  return formatDate(instant, "yyyy-MM-dd'T'HH:mm", { timeZone })
}

// How far `timeZone`'s clock is ahead of UTC at `utc`, in milliseconds.
function offsetAt(utc: number, timeZone: string): number {
  const shown = formatDate(utc, "yyyy-MM-dd'T'HH:mm:ss", { timeZone })
  return Date.parse(`${shown}Z`) - utc
}

/** A datetime-local value read on `timeZone`'s clock, as an ISO instant; blank or malformed gives ''. */
export function fromWallClock(wallClock: string, timeZone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(wallClock)) return ''
  const asUtc = Date.parse(`${wallClock.length === 16 ? `${wallClock}:00` : wallClock}Z`)
  if (Number.isNaN(asUtc)) return ''
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  const first = asUtc - offsetAt(asUtc, timeZone)
  const instant = asUtc - offsetAt(first, timeZone)
  return new Date(instant).toISOString()
}
