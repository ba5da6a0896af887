import { toAsciiDigits } from '@mela/shared/digits'
import { readShortCode, shortCodeText } from '@mela/shared/short-code'
import type { StoredSeat } from './door-records.ts'

/** Most seats a search lists: a name shared by more is narrowed with the phone's last digits. */
export const SEARCH_LIMIT = 20

/** The seat whose short code was typed, from the device's own list. */
export function seatOfShortCode(seats: Iterable<StoredSeat>, typed: string): StoredSeat | undefined {
  const code = readShortCode(typed)
  if (!code) return undefined
  for (const seat of seats) if (seat.ShortCode === code) return seat
  return undefined
}

/**
 * Seats of the device's list matching what the holder says, as the server's search does, offline:
 * a short code or its start, the phone's last digits (the list keeps only 3), or the start of a word
 * of the first name. Seats that still admit come first, those not yet in before those in.
 */
export function searchSeats(seats: Iterable<StoredSeat>, text: string): StoredSeat[] {
  const query = toAsciiDigits(text).trim()
  if (!query) return []
  const digits = query.replace(/[\s+-]/g, '')
  const codeStart = shortCodeText(query)
  const name = query.toLocaleLowerCase()
  const matches = (seat: StoredSeat) => {
    if (/^\d+$/.test(digits)) return digits.length >= 3 && seat.PhoneEnd === digits.slice(-3)
    if (codeStart.length >= 4 && seat.ShortCode?.startsWith(codeStart)) return true
    return (seat.Name ?? '')
      .toLocaleLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(name))
  }
  const rank = (seat: StoredSeat) => (seat.Status !== 'valid' ? 2 : seat.CheckedInAt ? 1 : 0)
  return [...seats]
    .filter(matches)
    .sort((a, b) => rank(a) - rank(b) || (a.Name ?? '').localeCompare(b.Name ?? ''))
    .slice(0, SEARCH_LIMIT)
}
