import { FieldErrors } from '../../lib/errors.ts'

// A feed cursor names the last event of a page by its start (in microseconds, as PostgreSQL keeps it,
// so no event is shown twice) and its ID: the next page starts strictly after it in the feed's order.
export type FeedPosition = { startsAtMicros: string; id: string }

const POSITION = /^(-?\d{1,16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export const encodeCursor = (position: FeedPosition) =>
  Buffer.from(`${position.startsAtMicros}.${position.id}`).toString('base64url')

/** The position a cursor names; a cursor this API did not make is a field error, never a 500. */
export function decodeCursor(cursor: string): FeedPosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString())
  // Within about 1653–2286, so PostgreSQL never reads a time out of its range.
  if (!match?.[1] || !match[2] || Math.abs(Number(match[1])) >= 1e16)
    throw FieldErrors({ Cursor: { code: 'INVALID_TOKEN' } })
  return { startsAtMicros: match[1], id: match[2] }
}
