/**
 * True when PostgreSQL refused a delete because a row still points at it (SQLSTATE 23503): the
 * delete checked first, but a purchase arrived between the check and the delete.
 */
export function isStillReferenced(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23503') return true
    current = current.cause as typeof current
  }
  return false
}
