// `npm run soak:cluster`: `npm run cluster` (3 instances, HAProxy, PostgreSQL) under a crowd for SOAK_MINUTES (10;
// CI runs 1): buyers of a counted ticket and of a seated hall (seats picked on the plan, best available), all
// paying with bKash; the organizer refunding purchases and buyers passing seats on meanwhile; two door devices
// syncing offline check-ins. Faults: an instance killed with kill -9 every two minutes (the first at a fifth of
// the run; the cluster script starts it again), every instance replaced once by a rolling restart (runs of 2
// minutes or more) and every PostgreSQL connection of the sale's database cut once (pg_terminate_backend: the
// machine's server is shared and stays up). Then it checks the database (lib/soak-checks.ts) and exits 1
// when a seat was sold twice, a paid purchase lost, a check-in lost, the ledger unbalanced or Mela answered a
// 5xx other than 503 with Retry-After.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { drawHall } from './lib/hall.ts'
import { call, callOk, signUpOrganizer } from './lib/http.ts'
import { repoRoot, waitForHttp } from './lib/processes.ts'
import { sleep } from './lib/queue-crowd.ts'
import { setUpSale } from './lib/sale.ts'
import { faultMetrics, soakChecks } from './lib/soak-checks.ts'
import {
  buyerLoop,
  type Choice,
  type Crowd,
  type Paid,
  refunderLoop,
  transferLoop,
} from './lib/soak-crowd.ts'
import { DoorDevice } from './lib/soak-door.ts'
import { Traffic } from './lib/soak-traffic.ts'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const BUYERS = Number(process.env.SOAK_BUYERS ?? 12)
const PORT = Number(process.env.SOAK_PORT ?? 4320)
const INSTANCES = 3
const DATABASE = process.env.SOAK_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/mela_soak_${Date.now()}`
// Enough places that the crowd still buys at the last fault: half the crowd took up to 1,000 places a minute
// of a counted ticket here (refunds give some back), the other half up to 700 seats of the hall.
const CAPACITY = Number(process.env.SOAK_SEATS ?? Math.max(800, MINUTES * 800))
const HALL = { sections: 4, rows: Math.max(8, Math.ceil((MINUTES * 700) / 100)), perRow: 25 }
const url = `http://127.0.0.1:${PORT}`
const folder = join(repoRoot, '.cluster', String(PORT))
const durationMs = MINUTES * 60_000

const traffic = new Traffic(url)
const faults: { at: number; what: string; recoveredMs?: number; failedDuring: number }[] = []
let began = Date.now()
let stopped = false

const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  cwd: repoRoot,
  env: { ...process.env, CLUSTER_PORT: String(PORT), CLUSTER_DATABASE_URL: DATABASE, SEED_DEMO: 'false' },
  // Its stdout is the instances' console outbox (every ticket mail): the soak prints its own report.
  stdio: ['ignore', 'ignore', 'inherit'],
})
// Should the soak itself die, its cluster (and the instances it started) stops with it.
process.on('exit', () => cluster.kill('SIGTERM'))
const startedAt = Date.now()
try {
  await waitForHttp(`${url}/api/health/ready`, 180_000)
  console.log(`Cluster ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)
  const organizer = await signUpOrganizer(url, `soak${Date.now()}`)
  // The counted sale's doors are open (it starts in an hour): offline scans keep the devices' own times.
  const counted = await setUpSale(url, organizer.headers, {
    title: 'Soak night',
    ticket: { Capacity: CAPACITY, LimitPerUser: 2, Price: 500 },
    startsAt: new Date(Date.now() + 3_600_000),
  })
  await callOk(
    `${url}/api/event/${counted.eventId}/attendee-policy`,
    'PUT',
    { WaitlistEnabled: false, TransfersEnabled: true },
    organizer.headers,
  )
  const seated = await setUpSale(url, organizer.headers, {
    title: 'Soak night, seated',
    ticket: { Capacity: HALL.sections * HALL.rows * HALL.perRow, LimitPerUser: 2, Price: 800 },
  })
  const hall = await drawHall(url, organizer.headers, seated, HALL)
  const doors = await Promise.all(
    ['north', 'south'].map(async (name) => {
      const staff = await callOk(`${url}/api/auth/login`, 'POST', {
        Username: organizer.headers['x-username'],
        Password: 'Bench2026x',
      })
      const headers = {
        authorization: staff.body.authToken,
        'x-username': organizer.headers['x-username'] ?? '',
      }
      return new DoorDevice(name, traffic, counted.eventId, headers)
    }),
  )
  const refunds: Paid[] = []
  const transfers: Paid[] = []
  const refundAsked = new Set<string>()
  let paidCount = 0
  const crowd: Crowd = {
    traffic,
    databaseUrl: DATABASE,
    bkashUrl: `http://127.0.0.1:${PORT + INSTANCES + 1}`,
    stopped: () => stopped,
    paid: new Map(),
    // One paid purchase in five is refunded by the organizer, one in five (counted) has a seat passed on,
    // the others' seats come to the doors: each seat to one door, one in ten to both (a duplicate).
    onPaid: (purchase) => {
      const role = paidCount++ % 5
      if (role === 0) {
        refundAsked.add(purchase.id)
        refunds.push(purchase)
      } else if (purchase.eventId !== counted.eventId) return
      else if (role === 1) transfers.push(purchase)
      else
        purchase.items.forEach((seat, i) => {
          const first = doors[(paidCount + i) % 2] as DoorDevice
          first.scan(seat)
          if ((paidCount + i) % 10 === 3) (doors[(paidCount + i + 1) % 2] as DoorDevice).scan(seat, 1500)
        })
    },
  }
  const countedChoice = (n: number): Choice[] => [
    { Tickets: [{ TicketID: counted.ticketId, Quantity: 1 + (n % 2) }] },
  ]
  const best = { BestAvailable: [{ TicketID: seated.ticketId, Quantity: 2 }] }
  const pickedChoice = (): Choice[] => {
    const row = hall[Math.floor(Math.random() * hall.length)] ?? []
    const from = Math.floor(Math.random() * (row.length - 1))
    return [{ Seats: row.slice(from, from + 2) }, best]
  }
  console.log(
    `Soak: ${MINUTES} min, ${BUYERS} buyers at a time, ${CAPACITY} counted places and a ${hall.flat().length}-seat hall, faults on ${url}`,
  )
  began = Date.now()
  // Half the crowd on the counted ticket; of the other half, two in three pick seats, one asks for best available.
  const buyers = Array.from({ length: BUYERS }, (_, i) => {
    let n = 0
    if (i % 2 === 0) return buyerLoop(crowd, counted.eventId, i, () => countedChoice(n++))
    return buyerLoop(crowd, seated.eventId, i, () => (i % 6 === 5 ? [best] : pickedChoice()))
  })
  const after = [refunderLoop(crowd, refunds, organizer.headers), transferLoop(crowd, transfers)]
  // The doors send what they scanned until the last buyer is done (and the second door's late scans are in).
  let doorsClosing = false
  const doorSyncs = doors.map((door) => door.run(() => doorsClosing))
  await runFaults()
  stopped = true
  await Promise.all([...buyers, ...after])
  await sleep(2000)
  doorsClosing = true
  await Promise.all(doorSyncs)
  await report({
    eventIds: [counted.eventId, seated.eventId],
    paidSeen: [...crowd.paid.keys()],
    refundAsked,
    doors,
  })
} finally {
  cluster.kill('SIGINT')
  await new Promise((resolve) => cluster.once('exit', resolve))
  await dropDatabase()
  console.log(`Soak over after ${((Date.now() - startedAt) / 1000).toFixed(1)} s in all`)
}

async function query(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: DATABASE })
  // The soak cuts its own database's connections: one of its own cut while idle must not stop it.
  client.on('error', () => {})
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

function pids(): Record<string, number> {
  return JSON.parse(readFileSync(join(folder, 'pids.json'), 'utf8'))
}

function ready(n: number) {
  return fetch(`http://127.0.0.1:${PORT + n}/api/health/ready`).then(
    (answer) => answer.ok,
    () => false,
  )
}

/** Waits until instance `n` answers ready again (after `since`): the time it took. */
async function backAfter(n: number, since: number, wasDown = true) {
  if (wasDown) while (await ready(n)) await tooLong(since)
  while (!(await ready(n))) await tooLong(since)
  return Date.now() - since
}

/** A pause in a wait for recovery; past two minutes the soak stops as failed (the cluster is stopped). */
async function tooLong(since: number) {
  if (Date.now() - since > 120_000) throw new Error('Not serving again two minutes after the fault')
  await sleep(50)
}

async function fault(what: string, act: () => Promise<number>) {
  const before = traffic.failures
  const at = Date.now()
  const recoveredMs = await act()
  faults.push({
    at: Math.round((at - began) / 1000),
    what,
    recoveredMs,
    failedDuring: traffic.failures - before,
  })
  console.log(`${what}: serving again after ${recoveredMs} ms`)
}

async function runFaults() {
  const schedule: { at: number; run: () => Promise<void> }[] = []
  for (let at = Math.min(60_000, durationMs * 0.2), k = 0; at < durationMs; at += 120_000, k++)
    schedule.push({
      at,
      run: () =>
        fault(`kill -9 mela${(k % INSTANCES) + 1}`, async () => {
          const n = (k % INSTANCES) + 1
          const since = Date.now()
          process.kill(pids()[`mela${n}`] as number, 'SIGKILL')
          return backAfter(n, since)
        }),
    })
  // Three drains of 5 s and three starts take about 25 s here: a shorter run has no room for them.
  if (MINUTES >= 2)
    schedule.push({
      at: durationMs * 0.45,
      run: () =>
        fault('rolling restart of every instance', async () => {
          const since = Date.now()
          for (let n = 1; n <= INSTANCES; n++) {
            process.kill(pids()[`mela${n}`] as number, 'SIGTERM')
            await backAfter(n, Date.now())
          }
          return Date.now() - since
        }),
    })
  schedule.push({
    at: durationMs * 0.7,
    run: () =>
      fault('PostgreSQL: every connection of the database terminated', async () => {
        const since = Date.now()
        const name = new URL(DATABASE).pathname.slice(1)
        await query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
        // Serving again: a purchase answered by the balancer.
        while ((await call(`${url}/api/health/ready`, 'GET').catch(() => ({ status: 0 }))).status !== 200)
          await tooLong(since)
        return Date.now() - since
      }),
  })
  schedule.sort((a, b) => a.at - b.at)
  for (const step of schedule) {
    await sleep(Math.max(0, began + step.at - Date.now()))
    await step.run()
  }
  await sleep(Math.max(0, began + durationMs - Date.now()))
}

async function report(sale: {
  eventIds: string[]
  paidSeen: string[]
  refundAsked: Set<string>
  doors: DoorDevice[]
}) {
  const checks = await soakChecks(DATABASE, {
    ...sale,
    admitted: sale.doors.flatMap((door) => [...door.admitted]),
  })
  const token = JSON.parse(readFileSync(join(folder, 'cluster.json'), 'utf8')).metricsToken as string
  const metrics = await faultMetrics(
    Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${PORT + i + 1}`),
    token,
  )
  console.log('\nAnswers by request and status (0: no answer; (balancer): HAProxy answered, not Mela):')
  console.table(Object.fromEntries([...traffic.statuses].sort()))
  if (traffic.troubles.length) console.log('5xx and unanswered requests (first 50):', traffic.troubles)
  console.log('Faults (s from start, time until serving again, 5xx and unanswered requests while it lasted):')
  console.table(faults)
  console.log("The metrics' view since each instance last started (summed over instances):")
  console.table(metrics)
  console.log('Door devices:')
  console.table(
    sale.doors.map((door) => ({
      device: door.name,
      syncs: door.syncs,
      'checked in': door.admitted.size,
      duplicates: door.duplicates,
      invalid: door.invalid,
      'never sent': door.unsent,
    })),
  )
  console.log('Seats at the end:', { ...checks.figures, 'purchases seen paid': sale.paidSeen.length })
  if (checks.lostExamples.length) console.log('Lost (first 5):', checks.lostExamples)
  const verdict = {
    'seats sold twice or beyond capacity': checks.seatsSoldTwice,
    'paid purchases lost': checks.paidPurchasesLost,
    'check-ins lost': checks.checkInsLost,
    'bKash purchases whose ledger is unbalanced': checks.ledgerUnbalanced,
    "Mela's 5xx other than 503 with Retry-After": traffic.badServerErrors,
    'door scans never sent': sale.doors.reduce((sum, door) => sum + door.unsent, 0),
  }
  for (const [what, n] of Object.entries(verdict)) console.log(`${what}: ${n}`)
  const nothingSold = sale.paidSeen.length === 0 || checks.figures.checked_in === 0
  if (nothingSold) console.log('The crowd bought nothing or the doors let no one in: the soak tested nothing')
  if (nothingSold || Object.values(verdict).some((n) => n > 0)) process.exitCode = 1
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
