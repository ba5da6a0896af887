import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.ts'
import { jobs } from '../../db/schema.ts'
import { isDatabaseUnreachable } from '../../lib/db-errors.ts'
import { holdLeases, type JobLease } from './job-lease.ts'

export type { JobLease } from './job-lease.ts'
/** What a handler with more to do later answers: its continuation (same kind and payload) runs at `again`. */
export type JobOutcome = { again: Date }
export type JobHandler = (
  payload: Record<string, unknown>,
  job: JobLease,
) => Promise<JobOutcome | undefined> | Promise<void>
export type JobHandlers = Record<string, JobHandler>

type ClaimedJob = {
  id: string
  kind: string
  payload: Record<string, unknown>
  attempts: number
  max_attempts: number
}

// A claimed job whose worker stops renewing it for this long is taken over by another worker.
export const LEASE_SECONDS = 120

/** Puts work on the durable queue; it runs on some instance's worker, retried with backoff. */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5 })
    .returning({ id: jobs.id })
  if (!row) throw new Error('Job was not queued')
  return row.id
}

/** Records how far a long job has come, for screens that show progress. */
export async function reportJobProgress(db: Db, jobId: string, progress: Record<string, unknown>) {
  await db.update(jobs).set({ progress }).where(eq(jobs.id, jobId))
}

type RunOptions = { log?: FastifyBaseLogger; batch?: number; leaseSeconds?: number }

/**
 * Claims due jobs with SKIP LOCKED, runs them, and records the outcome. A claimed job's lease is renewed while
 * this instance lives; a job whose worker died is claimed again once its lease ran out. Each claim raises
 * `attempts`, which is the claim's fencing token: the outcome of a run whose job was meanwhile claimed again
 * is dropped (docs/decisions/job-queue.md).
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, options: RunOptions = {}) {
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS
  await giveUpCrashingJobs(db)
  const claimed = (await db.execute(sql`
    update ${jobs} set status = 'running', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from ${jobs}
      where (status = 'queued' and run_at <= now())
        or (status = 'running' and locked_until < now() and attempts < max_attempts)
      order by run_at limit ${options.batch ?? 10} for update skip locked)
    returning id, kind, payload, attempts, max_attempts`)) as unknown as { rows: ClaimedJob[] }

  const leases = holdLeases(db, claimed.rows, leaseSeconds, options.log)
  try {
    for (const [index, job] of claimed.rows.entries()) {
      const lease = leases[index] as JobLease
      if (lease.signal.aborted) continue
      const handler = handlers[job.kind]
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`)
        const outcome = (await handler(job.payload, lease)) ?? undefined
        await recorded(() => finishJob(db, job, outcome))
      } catch (error) {
        options.log?.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed')
        await recorded(() => failJob(db, job, error))
      }
    }
  } finally {
    for (const lease of leases) lease.release()
  }
  return claimed.rows.length
}

/**
 * A run's outcome written down, tried again for about 15 s while the database is out of reach: a restart of
 * PostgreSQL takes a second or two, and an outcome lost to it left the job `running` until its lease ran out
 * (2 minutes of a bulk message standing still: npm run soak:cluster). The claim's fencing keeps a late write
 * harmless.
 */
async function recorded(write: () => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= 4 || !isDatabaseUnreachable(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt))
    }
  }
}

const stillClaimed = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'))

// The continuation is queued in the transaction that ends this run, so a run that dies before it ends (and is
// run again) or lost its lease never leaves two continuations racing each other.
async function finishJob(db: Db, job: ClaimedJob, outcome: JobOutcome | undefined) {
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .update(jobs)
      .set({ status: 'done', finishedAt: new Date(), lastError: null })
      .where(stillClaimed(job))
      .returning({ id: jobs.id })
    if (mine && outcome)
      await enqueueJob(tx, job.kind, job.payload, { runAt: outcome.again, maxAttempts: job.max_attempts })
  })
}

async function failJob(db: Db, job: ClaimedJob, error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  // Exponential backoff: 2 s, 4 s, 8 s … until max_attempts, then the job stays failed for a person to see.
  await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
      runAt: sql`now() + make_interval(secs => power(2, ${jobs.attempts}))`,
      finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() else null end`,
      lastError: message.slice(0, 2000),
    })
    .where(stillClaimed(job))
}

// A job whose every attempt ended with its worker gone (a handler that crashes the process) is not claimed
// forever: after max_attempts it is failed for a person to see, like a job that kept throwing.
async function giveUpCrashingJobs(db: Db) {
  await db
    .update(jobs)
    .set({ status: 'failed', finishedAt: new Date(), lastError: 'The worker stopped while running it' })
    .where(
      and(
        eq(jobs.status, 'running'),
        sql`${jobs.lockedUntil} < now()`,
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
}

/** Polls the queue until stopped; `wake` runs a pass at once (after this instance queued something). */
export function startJobWorker(db: Db, handlers: JobHandlers, log: FastifyBaseLogger, intervalMs = 1000) {
  let running = false
  let stopped = false
  const pass = async () => {
    if (running || stopped) return
    running = true
    try {
      while (!stopped && (await runDueJobs(db, handlers, { log })) > 0) {}
    } catch (error) {
      log.error({ err: error }, 'job worker pass failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(pass, intervalMs)
  timer.unref()
  return {
    wake: () => void pass(),
    async stop() {
      stopped = true
      clearInterval(timer)
      while (running) await new Promise((resolve) => setTimeout(resolve, 20))
    },
  }
}

/**
 * Makes sure one job of `kind` is queued or running; its handler answers `nextRun(everyMs)` so the
 * next one is queued as this one ends: a periodic sweep survives restarts and runs on one instance at a time.
 */
export async function schedulePeriodicJob(db: Db, kind: string, everyMs: number) {
  const pending = await db.query.jobs.findFirst({
    where: (job, { and, eq, inArray }) => and(eq(job.kind, kind), inArray(job.status, ['queued', 'running'])),
  })
  if (!pending) await enqueueJob(db, kind, {}, { runAt: new Date(Date.now() + everyMs) })
}

/** A periodic job's outcome: run again `everyMs` from now. */
export const nextRun = (everyMs: number): JobOutcome => ({ again: new Date(Date.now() + everyMs) })
