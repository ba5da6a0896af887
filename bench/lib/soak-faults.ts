import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { sleep } from './queue-crowd.ts'
import type { Traffic } from './soak-traffic.ts'

/** One fault as the report prints it: when (s from the crowd's start), what, how long until serving again. */
export type Fault = { at: number; what: string; recoveredMs?: number; failedDuring: number }

/** What the faults act on: the cluster's instances and balancer, and the sale's database. */
export type FaultTarget = {
  url: string
  port: number
  instances: number
  /** The cluster's folder (`.cluster/<port>`): its pids.json names each process. */
  folder: string
  traffic: Traffic
  databaseUrl: string
  /** The soak's own server's restart, when it has one; otherwise the connections are cut. */
  restartPostgres?: () => Promise<number>
  /** Before the rolling restart: the new release's migrations while the previous release serves. */
  beforeRollingRestart?: () => Promise<string | undefined>
  /** Once every instance was replaced. */
  afterRollingRestart?: () => void
}

/**
 * The faults of a soak of `minutes`, run while the crowd buys: `kill -9` of one instance every two minutes (the
 * first at a fifth of the run; the cluster script starts it again), in runs of 2 minutes or more one rolling
 * restart of every instance (at 45 %), and PostgreSQL restarted (or, on a shared server, every connection of
 * the sale's database cut) at 70 %. Answers each fault with the time until the cluster served again.
 */
export async function runFaults(target: FaultTarget, began: number, minutes: number): Promise<Fault[]> {
  const durationMs = minutes * 60_000
  const faults: Fault[] = []
  const schedule: { at: number; what: string; act: () => Promise<number> }[] = []
  for (let at = Math.min(60_000, durationMs * 0.2), k = 0; at < durationMs; at += 120_000, k++) {
    const n = (k % target.instances) + 1
    schedule.push({ at, what: `kill -9 mela${n}`, act: () => killed(target, n) })
  }
  // Three drains of 5 s and three starts take about 25 s here: a shorter run has no room for them.
  if (minutes >= 2)
    schedule.push({
      at: durationMs * 0.45,
      what: 'rolling restart of every instance',
      act: () => rollingRestart(target, faults, began),
    })
  schedule.push({
    at: durationMs * 0.7,
    what: target.restartPostgres
      ? 'PostgreSQL restarted (pg_ctl restart -m fast)'
      : 'PostgreSQL: every connection of the database terminated',
    act: () => databaseFault(target),
  })
  schedule.sort((a, b) => a.at - b.at)
  for (const step of schedule) {
    await sleep(Math.max(0, began + step.at - Date.now()))
    const before = target.traffic.failures
    const at = Date.now()
    const recoveredMs = await step.act()
    const failedDuring = target.traffic.failures - before
    faults.push({ at: Math.round((at - began) / 1000), what: step.what, recoveredMs, failedDuring })
    console.log(`${step.what}: serving again after ${recoveredMs} ms`)
  }
  await sleep(Math.max(0, began + durationMs - Date.now()))
  return faults
}

async function killed(target: FaultTarget, n: number) {
  const since = Date.now()
  process.kill(pids(target)[`mela${n}`] as number, 'SIGKILL')
  return backAfter(target, n, since)
}

/** SIGTERM to each instance in turn, waiting until it is ready again (the cluster starts the current release). */
async function rollingRestart(target: FaultTarget, faults: Fault[], began: number) {
  if (target.beforeRollingRestart) {
    const before = target.traffic.failures
    const at = Date.now()
    const what = await target.beforeRollingRestart()
    if (what)
      faults.push({
        at: Math.round((at - began) / 1000),
        what,
        recoveredMs: Date.now() - at,
        failedDuring: target.traffic.failures - before,
      })
  }
  const since = Date.now()
  for (let n = 1; n <= target.instances; n++) {
    process.kill(pids(target)[`mela${n}`] as number, 'SIGTERM')
    await backAfter(target, n, Date.now())
  }
  target.afterRollingRestart?.()
  return Date.now() - since
}

/** The database goes away (restarted, or its connections cut); recovered when the balancer answers ready. */
async function databaseFault(target: FaultTarget) {
  const since = Date.now()
  if (target.restartPostgres) await target.restartPostgres()
  else await terminateConnections(target.databaseUrl)
  await sleep(200)
  for (;;) {
    const answer = await fetch(`${target.url}/api/health`).catch(() => undefined)
    if (answer?.status === 200) break
    await tooLong(since)
  }
  return Date.now() - since
}

async function terminateConnections(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  // Its own connection is spared, but an error while it closes must not stop the soak.
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(databaseUrl).pathname.slice(1)],
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}

function pids(target: FaultTarget): Record<string, number> {
  return JSON.parse(readFileSync(join(target.folder, 'pids.json'), 'utf8'))
}

/** Instance `n` answers ready; a previous release without readiness (404), healthy. */
async function ready(target: FaultTarget, n: number) {
  const answer = (path: string) =>
    fetch(`http://127.0.0.1:${target.port + n}${path}`).then(
      (response) => response.status,
      () => 0,
    )
  const status = await answer('/api/health/ready')
  return status === 200 || (status === 404 && (await answer('/api/health')) === 200)
}

/** Waits until instance `n` went down and answers ready again (after `since`): the time it took. */
async function backAfter(target: FaultTarget, n: number, since: number) {
  while (await ready(target, n)) await tooLong(since)
  while (!(await ready(target, n))) await tooLong(since)
  return Date.now() - since
}

/** A pause in a wait for recovery; past two minutes the soak stops as failed (the cluster is stopped). */
async function tooLong(since: number) {
  if (Date.now() - since > 120_000) throw new Error('Not serving again two minutes after the fault')
  await sleep(50)
}
