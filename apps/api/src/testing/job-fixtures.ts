import { eq, sql } from 'drizzle-orm'
import { type Db, openDatabase } from '../db/database.ts'
import { jobs } from '../db/schema.ts'

/**
 * Another API instance on the same PostgreSQL database (its own pool, as a second process would have). `die`
 * ends it as a killed process ends: its pool is gone, so it renews no lease and records nothing more, and the
 * work it was doing never returns.
 */
export async function otherInstance(url: string) {
  const database = await openDatabase({ url })
  let dead = false
  return {
    db: database.db,
    async die(): Promise<never> {
      dead = true
      await database.close()
      return new Promise<never>(() => {})
    },
    close: async () => {
      if (!dead) await database.close()
    },
  }
}

/** The clock moved past every running job's lease, as if its worker had not renewed it for two minutes. */
export const expireLeases = (db: Db) =>
  db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.status, 'running'))

/** Resolves once `check` answers true, polling; for waiting on work another instance does. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
