import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.ts'
import { jobs } from '../../db/schema.ts'

/** One claim of a job: `attempt` is its fencing token; `signal` aborts once this claim is known to be lost. */
export type JobLease = { id: string; attempt: number; signal: AbortSignal }

/**
 * SQL that is true while this claim still holds its job's lease. A write guarded by it in the same statement is
 * never made by a run that another worker has taken over, however late that run wakes up.
 */
export const holdsLease = (lease: Pick<JobLease, 'id' | 'attempt'>) =>
  sql`exists (select 1 from ${jobs} where ${jobs.id} = ${lease.id} and ${jobs.attempts} = ${lease.attempt}
    and ${jobs.status} = 'running' and ${jobs.lockedUntil} > now())`

/** Whether this claim still holds its lease (after a guarded write changed nothing, to tell why). */
export async function stillHoldsLease(db: Db, lease: Pick<JobLease, 'id' | 'attempt'>) {
  const found = await db.select({ id: jobs.id }).from(jobs).where(holdsLease(lease))
  return found.length > 0
}

/**
 * Renews the leases of the jobs one pass claimed (the ones still waiting their turn too) every quarter lease,
 * so a live worker keeps them however long a handler runs. A claim found taken over is aborted.
 */
export function holdLeases(
  db: Db,
  claimed: { id: string; attempts: number }[],
  leaseSeconds: number,
  log?: FastifyBaseLogger,
) {
  const live = claimed.map((job) => ({ job, controller: new AbortController(), done: false }))
  const renew = async () => {
    const open = live.filter((entry) => !entry.done && !entry.controller.signal.aborted)
    if (open.length === 0) return
    try {
      const renewed = await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          and(
            eq(jobs.status, 'running'),
            sql`(${jobs.id}, ${jobs.attempts}) in (${sql.join(
              open.map((entry) => sql`(${entry.job.id}::uuid, ${entry.job.attempts}::int)`),
              sql`, `,
            )})`,
          ),
        )
        .returning({ id: jobs.id })
      const kept = new Set(renewed.map((row) => row.id))
      for (const entry of open) if (!entry.done && !kept.has(entry.job.id)) entry.controller.abort()
    } catch (error) {
      // The database is out of reach: the lease runs out unless a later beat gets through.
      log?.warn({ err: error }, 'job lease renewal failed')
    }
  }
  const timer = setInterval(() => void renew(), (leaseSeconds * 1000) / 4)
  timer.unref()
  return live.map((entry) => ({
    id: entry.job.id,
    attempt: entry.job.attempts,
    signal: entry.controller.signal,
    release() {
      entry.done = true
      if (live.every((other) => other.done)) clearInterval(timer)
    },
  }))
}
