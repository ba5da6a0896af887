// `npm run soak:cluster` (docs/operations.md "The soak"): `npm run cluster` (3 instances, HAProxy, PostgreSQL)
// under a crowd for SOAK_MINUTES (10; CI runs 0.75): buyers of a counted ticket, of a seated hall and of a sale
// behind the on-sale queue, all paying with bKash; the organizer refunding and sending a bulk message to the
// buyers, buyers passing seats on, two door devices syncing offline check-ins. Faults (lib/soak-faults.ts):
// kill -9 of an instance every two minutes, a rolling restart that replaces the previous release's instances
// with this one after this one's migrations (runs of 2 minutes or more), and PostgreSQL restarted mid-sale (the
// soak's own server; on a shared one, its connections cut). Then it checks the database and the outbox and
// exits 1 when a seat was sold twice, a paid purchase, a check-in or a message lost or sent twice, the ledger
// unbalanced, or Mela answered a 5xx other than 503 with Retry-After.
import { execFile, spawn } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort, repoRoot, waitForHttp } from './lib/processes.ts'
import { sleep } from './lib/queue-crowd.ts'
import { faultMetrics, soakChecks } from './lib/soak-checks.ts'
import { buyerLoop, type Crowd, refunderLoop, transferLoop } from './lib/soak-crowd.ts'
import { runFaults } from './lib/soak-faults.ts'
import { type BulkMessage, bulkMessageCheck, sendBulkMessage, waitUntilSent } from './lib/soak-message.ts'
import { type PrivatePostgres, postgresBin, startPrivatePostgres } from './lib/soak-postgres.ts'
import { queuedBuyerLoop, queueTally } from './lib/soak-queue.ts'
import { buildPreviousRelease, newestMigration, previousRelease } from './lib/soak-release.ts'
import { printReport } from './lib/soak-report.ts'
import { afterPayment, countedChoice, seatedChoice, setUpSoakSales } from './lib/soak-setup.ts'
import { Traffic } from './lib/soak-traffic.ts'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const BUYERS = Number(process.env.SOAK_BUYERS ?? 12)
const QUEUE_BUYERS = Number(process.env.SOAK_QUEUE_BUYERS ?? 4)
const PORT = Number(process.env.SOAK_PORT ?? 4320)
const INSTANCES = 3
// Enough places that the crowd still buys at the last fault: half the crowd took up to 1,000 places a minute
// of a counted ticket here (refunds give some back), the other half up to 700 seats of the hall.
const CAPACITY = Number(process.env.SOAK_SEATS ?? Math.max(800, MINUTES * 800))
const HALL = { sections: 4, rows: Math.max(8, Math.ceil((MINUTES * 700) / 100)), perRow: 25 }
const url = `http://127.0.0.1:${PORT}`
const folder = join(repoRoot, '.cluster', String(PORT))
const startedAt = Date.now()

// The database: a PostgreSQL server of the soak's own, restarted mid-sale, unless SOAK_DATABASE_URL names one
// on a shared server (or SOAK_PRIVATE_PG=0, or no server binaries): then its connections are cut instead.
const privateWanted = process.env.SOAK_PRIVATE_PG ?? (process.env.SOAK_DATABASE_URL ? '0' : 'auto')
const privatePg: PrivatePostgres | undefined =
  privateWanted === '1' || (privateWanted === 'auto' && postgresBin())
    ? startPrivatePostgres(Number(process.env.SOAK_PG_PORT ?? (await freePort())))
    : undefined
const DATABASE =
  privatePg?.url ??
  process.env.SOAK_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/mela_soak_${Date.now()}`
console.log(privatePg ? `PostgreSQL of the soak's own on port ${privatePg.port}` : `Database ${DATABASE}`)

// The previous release, when the run has a rolling restart to replace it (SOAK_PREVIOUS_RELEASE=0: this one).
const previousCommit =
  MINUTES >= 2 && process.env.SOAK_PREVIOUS_RELEASE !== '0' ? previousRelease() : undefined
const previousBuild = previousCommit ? buildPrevious(previousCommit) : undefined

const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    CLUSTER_PORT: String(PORT),
    CLUSTER_DATABASE_URL: DATABASE,
    SEED_DEMO: 'false',
    ...(previousBuild ? { CLUSTER_RELEASE: previousBuild.folder } : {}),
  },
  // Its stdout is the instances' log and console outbox (every ticket mail): kept in the cluster's folder, as
  // the soak prints its own report.
  stdio: ['ignore', instancesLog(), 'inherit'],
})
// Should the soak itself die, its cluster (and the instances it started) stops with it.
process.on('exit', () => cluster.kill('SIGTERM'))
let passed = false
const clusterGone = new Promise((resolve) => cluster.once('exit', resolve))
try {
  await Promise.race([
    waitForHttp(`${url}/api/health`, 180_000),
    clusterGone.then(() => Promise.reject(new Error('The cluster stopped before it was ready'))),
  ])
  console.log(`Cluster ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)
  passed = await soak()
} finally {
  cluster.kill('SIGINT')
  await clusterGone
  if (!privatePg) await dropDatabase()
  privatePg?.stop()
  console.log(`Soak over after ${((Date.now() - startedAt) / 1000).toFixed(1)} s in all`)
}
// Also failed when the previous release did not build (buildPrevious said so).
if (!passed) process.exitCode = 1

/** The crowd and the faults, then the checks: answers whether every check passed. */
async function soak(): Promise<boolean> {
  const traffic = new Traffic(url)
  const sales = await setUpSoakSales(url, traffic, { counted: CAPACITY, hall: HALL })
  const after = afterPayment(sales)
  let stopped = false
  const crowd: Crowd = {
    traffic,
    databaseUrl: DATABASE,
    bkashUrl: `http://127.0.0.1:${PORT + INSTANCES + 1}`,
    stopped: () => stopped,
    paid: new Map(),
    onPaid: after.onPaid,
  }
  console.log(
    `Soak: ${MINUTES} min, ${BUYERS} buyers at a time and ${QUEUE_BUYERS} in the queue, ${CAPACITY} counted ` +
      `places and a ${sales.hall.flat().length}-seat hall, faults on ${url}`,
  )
  const began = Date.now()
  // Half the crowd on the counted ticket; of the other half, two in three pick seats, one asks for best available.
  const queue = queueTally()
  const buyers = [
    ...Array.from({ length: BUYERS }, (_, i) => {
      let n = 0
      if (i % 2 === 0) return buyerLoop(crowd, sales.counted.eventId, i, () => countedChoice(sales, n++))
      return buyerLoop(crowd, sales.seated.eventId, i, () => seatedChoice(sales, i % 6 !== 5))
    }),
    ...Array.from({ length: QUEUE_BUYERS }, (_, i) => queuedBuyerLoop(crowd, sales.queued, i, queue)),
    refunderLoop(crowd, after.refunds, sales.organizer),
    transferLoop(crowd, after.transfers),
  ]
  // The doors send what they scanned until the last buyer is done (and the second door's late scans are in).
  let doorsClosing = false
  const doorSyncs = sales.doors.map((door) => door.run(() => doorsClosing))
  // Mid-sale, the organizer writes to the counted event's buyers, by e-mail and by SMS: once this release serves
  // (after the rolling restart, when there is one), so that the previous release's check is about the schema.
  let rollingRestartDone = () => {}
  const thisReleaseServes = new Promise<void>((resolve) => {
    rollingRestartDone = resolve
  })
  const messages = (async () => {
    await sleep(MINUTES * 60_000 * 0.5)
    if (MINUTES >= 2) await thisReleaseServes
    const sent = await Promise.all(
      (['email', 'sms'] as const).map((channel) =>
        sendBulkMessage(traffic, sales.organizer, sales.counted.eventId, channel, began),
      ),
    )
    return sent.filter((message): message is BulkMessage => message !== undefined)
  })()
  const previous = previousCommit && previousBuild ? { commit: previousCommit, failures: 0 } : undefined
  const faults = await runFaults(
    {
      url,
      port: PORT,
      instances: INSTANCES,
      folder,
      traffic,
      databaseUrl: DATABASE,
      restartPostgres: privatePg?.restart,
      beforeRollingRestart: previous && (() => migrateUnderPreviousRelease(traffic, previous)),
      afterRollingRestart: () => rollingRestartDone(),
    },
    began,
    MINUTES,
  )
  stopped = true
  await Promise.all(buyers)
  await sleep(2000)
  doorsClosing = true
  await Promise.all(doorSyncs)
  const outbox = await Promise.all(
    (await messages).map(async (message) => {
      const progress = await waitUntilSent(traffic, sales.organizer, message, 120_000)
      return {
        channel: message.channel,
        sentAt: message.sentAt,
        status: progress?.Status ?? 'unknown',
        progress: `${progress?.Sent ?? 0} of ${progress?.Recipients ?? 0}`,
        outbox: await bulkMessageCheck(DATABASE, message),
      }
    }),
  )
  const eventIds = [sales.counted.eventId, sales.seated.eventId, sales.queued.eventId]
  const checks = await soakChecks(DATABASE, {
    eventIds,
    paidSeen: [...crowd.paid.keys()],
    refundAsked: after.refundAsked,
    admitted: sales.doors.flatMap((door) => [...door.admitted]),
  })
  const token = JSON.parse(readFileSync(join(folder, 'cluster.json'), 'utf8')).metricsToken as string
  const instances = Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${PORT + i + 1}`)
  return printReport({
    traffic,
    faults,
    metrics: await faultMetrics(instances, token),
    doors: sales.doors,
    queue,
    checks,
    paidSeen: crowd.paid.size,
    messages: outbox,
    previousRelease: previous,
  })
}

/**
 * This release's migrations (`npm run migrate`) applied while the previous release serves, which then serves
 * alone on the new schema for 15 s (its 5xx and unanswered requests counted); then the cluster starts this
 * release for every instance the rolling restart replaces.
 */
async function migrateUnderPreviousRelease(traffic: Traffic, previous: { failures: number }) {
  const before = traffic.failures
  await promisify(execFile)(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/cli/migrate.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: DATABASE, LOG_LEVEL: 'warn' },
  })
  await sleep(15_000)
  previous.failures = traffic.failures - before
  writeFileSync(join(folder, 'release'), repoRoot)
  return `migrations of this release (after ${previousBuild?.migration}) under the previous release's instances`
}

/** The previous release built (or found built) in .soak/previous; without it the soak runs this release only. */
function buildPrevious(commit: string): { folder: string; migration: string } | undefined {
  const since = Date.now()
  try {
    mkdirSync(join(repoRoot, '.soak'), { recursive: true })
    const folder = buildPreviousRelease(commit)
    const migration = newestMigration(folder) ?? ''
    console.log(
      `The previous release ${commit.slice(0, 12)} (schema up to ${migration}) ready in ` +
        `${((Date.now() - since) / 1000).toFixed(1)} s: the instances start on it`,
    )
    return { folder, migration }
  } catch (error) {
    console.log(`The previous release ${commit.slice(0, 12)} did not build: ${(error as Error).message}`)
    process.exitCode = 1
    return undefined
  }
}

function instancesLog() {
  mkdirSync(folder, { recursive: true })
  return openSync(join(folder, 'instances.log'), 'w')
}

async function dropDatabase() {
  if (process.env.SOAK_DATABASE_URL) return
  const admin = new URL(DATABASE)
  const name = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  client.on('error', () => {})
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.end()
}
