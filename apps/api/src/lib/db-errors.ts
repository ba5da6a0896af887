// Drizzle wraps driver errors; node-postgres and PGlite both carry PostgreSQL's SQLSTATE and constraint.
type PgError = { code?: string; constraint?: string; cause?: unknown; message?: string }

function* causeChain(error: unknown): Generator<PgError> {
  let current = error as PgError | undefined
  for (let depth = 0; current && depth < 5; depth++) {
    yield current
    current = current.cause as PgError | undefined
  }
}

/** The unique constraint a failed insert or update ran into, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (const current of causeChain(error)) if (current.code === '23505') return current.constraint ?? ''
  return undefined
}

/**
 * True when a foreign key refused a write: the row it refers to is gone (deleted meanwhile), or a delete's
 * row is still referred to (a purchase arrived between the delete's check and the delete).
 */
export function violatedForeignKey(error: unknown): boolean {
  for (const current of causeChain(error)) if (current.code === '23503') return true
  return false
}

// Socket errors of node-postgres, and SQLSTATE classes 08 (connection), 53 (resources) and 57P0x (shutdown).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
])
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i

/** True when the error says the database cannot be reached, not that the query was wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const current of causeChain(error)) {
    const code = current.code ?? ''
    if (UNREACHABLE_CODES.has(code) || /^(08|53|57P0)/.test(code)) return true
    if (current.message && UNREACHABLE_MESSAGES.test(current.message)) return true
  }
  return false
}
