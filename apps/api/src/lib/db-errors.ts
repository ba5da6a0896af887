// Drizzle wraps driver errors; node-postgres and PGlite both carry PostgreSQL's SQLSTATE and constraint.
type PgError = { code?: string; constraint?: string; cause?: unknown }

/** The unique constraint a failed insert or update ran into, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current = error as PgError | undefined
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return current.constraint ?? ''
    current = current.cause as PgError | undefined
  }
  return undefined
}
