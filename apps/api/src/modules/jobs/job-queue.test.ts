import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema.ts'
import { expireLeases, until } from '../../testing/job-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { enqueueJob, type JobHandlers, runDueJobs } from './job-queue.ts'

const context = useTestApp()
const db = () => context.app.database.db
const jobRow = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('leases', () => {
  it('keeps the lease of a live worker whose job outlasts it, so no other worker runs the job meanwhile', async () => {
    let runs = 0
    const kind = `long-${Math.random()}`
    const handlers: JobHandlers = {
      [kind]: async () => {
        runs += 1
        await sleep(3000)
      },
    }
    const id = await enqueueJob(db(), kind, {})
    const first = runDueJobs(db(), handlers, { leaseSeconds: 1 })
    await until(() => runs === 1)
    // Another worker polls for three leases' time while the first one still runs.
    for (let tick = 0; tick < 12; tick++) {
      await sleep(250)
      await runDueJobs(db(), handlers, { leaseSeconds: 1 })
    }
    await first
    expect(runs).toBe(1)
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('drops the outcome of a run whose job another worker took over: one continuation, not two', async () => {
    const kind = `continued-${Math.random()}`
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let signalOfFirst: AbortSignal | undefined
    const again = () => ({ again: new Date(Date.now() + 60_000) })
    const slow: JobHandlers = {
      [kind]: async (_, job) => {
        signalOfFirst = job.signal
        await gate
        return again()
      },
    }
    const id = await enqueueJob(db(), kind, {})
    const first = runDueJobs(db(), slow, { leaseSeconds: 1 })
    await until(() => signalOfFirst !== undefined)
    await expireLeases(db())
    await runDueJobs(db(), { [kind]: async () => again() })
    // The first worker's next renewal finds its claim gone and tells its handler.
    await until(() => signalOfFirst?.aborted === true)
    release()
    await first

    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 })
    const queued = await db().select().from(jobs).where(eq(jobs.kind, kind))
    expect(queued.filter((job) => job.status === 'queued')).toHaveLength(1)
  })

  it('fails a job whose worker died on it every attempt instead of taking it up forever', async () => {
    const kind = `crashing-${Math.random()}`
    let runs = 0
    const id = await enqueueJob(db(), kind, {}, { maxAttempts: 2 })
    // Two workers claimed it and died.
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 2, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id))
    await runDueJobs(db(), {
      [kind]: async () => {
        runs += 1
      },
    })
    expect(runs).toBe(0)
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      lastError: 'The worker stopped while running it',
    })
  })
})

describe('an outcome the database was not there to take', () => {
  // The database as a restart leaves it for a moment, from the handler's end on: the next `times` writes of the
  // job's outcome fail unreachable.
  const restarting = () => {
    let failing = 0
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const flaky = new Proxy(db(), {
      get(target, key, receiver) {
        const real = Reflect.get(target, key, receiver)
        if ((key !== 'transaction' && key !== 'update') || typeof real !== 'function') return real
        return (...args: unknown[]) => {
          if (failing-- <= 0) return real.apply(target, args)
          if (key === 'transaction') return Promise.reject(refused())
          return { set: () => ({ where: () => Promise.reject(refused()) }) }
        }
      },
    }) as ReturnType<typeof db>
    return { db: flaky, goAway: (times: number) => (failing = times) }
  }

  it('is written once the database is back, not left running until the lease runs out', async () => {
    const kind = `outcome-${Math.random()}`
    const done = await enqueueJob(db(), kind, {})
    const restart = restarting()
    await runDueJobs(restart.db, { [kind]: async () => void restart.goAway(2) })
    expect(await jobRow(done)).toMatchObject({ status: 'done', attempts: 1 })

    const failing = `failing-${Math.random()}`
    const failed = await enqueueJob(db(), failing, {})
    await runDueJobs(restart.db, {
      [failing]: async () => {
        restart.goAway(2)
        throw new Error('the provider said no')
      },
    })
    expect(await jobRow(failed)).toMatchObject({ status: 'queued', lastError: 'the provider said no' })
  })
})
