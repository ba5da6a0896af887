import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.ts'
import { jobs } from '../../db/schema.ts'

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: string; attempt: number },
) => Promise<void>
export type JobHandlers = Record<string, JobHandler>

type ClaimedJob = { id: string; kind: string; payload: Record<string, unknown>; attempts: number }

// A claimed job that is not finished within this time is taken over by another worker.
const LEASE_SECONDS = 120

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

/** Claims due jobs with SKIP LOCKED (so instances never run one twice), runs them, and records the outcome. */
export async function runDueJobs(db: Db, handlers: JobHandlers, log?: FastifyBaseLogger, batch = 10) {
  const claimed = (await db.execute(sql`
    update ${jobs} set status = 'running', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from ${jobs}
      where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
      order by run_at limit ${batch} for update skip locked)
    returning id, kind, payload, attempts`)) as unknown as { rows: ClaimedJob[] }

  for (const job of claimed.rows) {
    const handler = handlers[job.kind]
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`)
      await handler(job.payload, { id: job.id, attempt: job.attempts })
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lastError: null })
        .where(eq(jobs.id, job.id))
    } catch (error) {
      log?.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed')
      await failJob(db, job.id, error)
    }
  }
  return claimed.rows.length
}

async function failJob(db: Db, id: string, error: unknown) {
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
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
}

/** Polls the queue until stopped; `wake` runs a pass at once (after this instance queued something). */
export function startJobWorker(db: Db, handlers: JobHandlers, log: FastifyBaseLogger, intervalMs = 1000) {
  let running = false
  let stopped = false
  const pass = async () => {
    if (running || stopped) return
    running = true
    try {
      while (!stopped && (await runDueJobs(db, handlers, log)) > 0) {}
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
 * Makes sure one job of `kind` is queued or running; its handler queues the next itself (with
 * `queueNextRun`), so a periodic sweep survives restarts and runs on one instance at a time.
 */
export async function schedulePeriodicJob(db: Db, kind: string, everyMs: number) {
  const pending = await db.query.jobs.findFirst({
    where: (job, { and, eq, inArray }) => and(eq(job.kind, kind), inArray(job.status, ['queued', 'running'])),
  })
  if (!pending) await queueNextRun(db, kind, everyMs)
}

/** Queues the next run of a periodic job `everyMs` from now. */
export const queueNextRun = (db: Db, kind: string, everyMs: number) =>
  enqueueJob(db, kind, {}, { runAt: new Date(Date.now() + everyMs) })
