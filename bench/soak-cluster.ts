import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { call, signUpOrganizer } from './lib/http.ts'
import { repoRoot, waitForHttp } from './lib/processes.ts'
import { sleep } from './lib/queue-crowd.ts'
import { setUpSale } from './lib/sale.ts'

// `npm run soak:cluster`: `npm run cluster` (3 instances, HAProxy, PostgreSQL) under a crowd buying with bKash for
// SOAK_MINUTES (10), while an instance is killed with kill -9 every two minutes (its process manager, the
// cluster script, starts it again), every instance is replaced once by a rolling restart (SIGTERM, drain, start)
// and every PostgreSQL connection of the sale's database is cut once (pg_terminate_backend: the machine's
// server itself is shared and stays up). Then it checks the database: no seat sold twice, no paid purchase
// lost, the ledger balanced; and prints what the crowd and the metrics saw.
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const BUYERS = Number(process.env.SOAK_BUYERS ?? 12)
const PORT = Number(process.env.SOAK_PORT ?? 4320)
const INSTANCES = 3
const DATABASE = process.env.SOAK_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/mela_soak_${Date.now()}`
// Enough seats that the crowd still buys at the last fault (12 buyers took about 1,000 a minute here).
const CAPACITY = Number(process.env.SOAK_SEATS ?? Math.max(400, MINUTES * 1000))
const url = `http://127.0.0.1:${PORT}`
const folder = join(repoRoot, '.cluster', String(PORT))
const durationMs = MINUTES * 60_000

const statuses = new Map<string, number>()
const fiveHundreds: string[] = []
const paidSeen = new Set<string>()
const faults: { at: number; what: string; recoveredMs?: number; failedDuring: number }[] = []
let began = Date.now()
let failures = 0
let stopped = false

const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  cwd: repoRoot,
  env: { ...process.env, CLUSTER_PORT: String(PORT), CLUSTER_DATABASE_URL: DATABASE, SEED_DEMO: 'false' },
  // Its stdout is the instances' console outbox (every ticket mail): the soak prints its own report.
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  await waitForHttp(`${url}/api/health/ready`, 180_000)
  const organizer = await signUpOrganizer(url, `soak${Date.now()}`)
  const sale = await setUpSale(url, organizer.headers, {
    title: 'Soak night',
    ticket: { Capacity: CAPACITY, LimitPerUser: 2, Price: 500 },
  })
  console.log(`Soak: ${MINUTES} min, ${BUYERS} buyers at a time, ${CAPACITY} seats, faults on ${url}`)
  began = Date.now()
  const crowd = Array.from({ length: BUYERS }, (_, i) => buyerLoop(sale, i))
  await runFaults()
  stopped = true
  await Promise.all(crowd)
  await report(sale.ticketId)
} finally {
  cluster.kill('SIGINT')
  await new Promise((resolve) => cluster.once('exit', resolve))
  await dropDatabase()
}

function tally(what: string, status: number, retryAfter: string | null) {
  statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1)
  if (status >= 500 && fiveHundreds.length < 50)
    fiveHundreds.push(`${what} ${status}${retryAfter ? ` Retry-After ${retryAfter}` : ' no Retry-After'}`)
  if (status >= 500 || status === 0) failures++
}

async function request(what: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  try {
    const answer = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await answer.text()
    tally(what, answer.status, answer.headers.get('retry-after'))
    return { status: answer.status, body: text.startsWith('{') ? JSON.parse(text) : undefined }
  } catch (error) {
    tally(what, 0, null)
    if (fiveHundreds.length < 50) fiveHundreds.push(`${what}: no answer (${(error as Error).cause ?? error})`)
    return { status: 0, body: undefined }
  }
}

/** One buyer after another at a counter: hold a seat with bKash, pay at the sandbox, come back to Mela. */
async function buyerLoop(sale: { eventId: string; ticketId: string }, index: number) {
  const bkash = `http://127.0.0.1:${PORT + INSTANCES + 1}`
  for (let n = 0; !stopped; n++) {
    const phone = `017${String(index).padStart(2, '0')}${String(n).padStart(6, '0')}`.slice(0, 11)
    const held = await request('hold', '/api/purchase', {
      EventID: sale.eventId,
      Tickets: [{ TicketID: sale.ticketId, Quantity: 1 + (n % 2) }],
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Soak', Phone: phone, Email: `soak${index}.${n}@example.com` },
    })
    if (held.status !== 200) {
      await sleep(held.status === 409 ? 2000 : 300)
      continue
    }
    const headers = { authorization: held.body.authToken, 'x-username': held.body.user?.Username ?? '' }
    const payment = await paymentOf(held.body.ID)
    await fetch(`${bkash}/bkash-sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentID: payment }),
    }).catch(() => undefined)
    // The buyer's browser comes back, and tries again while Mela is unreachable, as a person would.
    for (let attempt = 0; attempt < 10 && !stopped; attempt++) {
      const back = await request(
        'finalize',
        `/api/purchase/bkash/finalize/${held.body.ID}`,
        {
          paymentID: payment,
          status: 'success',
        },
        headers,
      )
      if (back.status === 200) {
        if (back.body?.Status === 'paid') paidSeen.add(held.body.ID)
        break
      }
      await sleep(500)
    }
  }
}

async function paymentOf(purchaseId: string): Promise<string> {
  const rows = await query('select payment_id from purchases where id = $1', [purchaseId])
  return rows[0]?.payment_id ?? ''
}

async function query(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: DATABASE })
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
  if (wasDown) while (await ready(n)) await sleep(50)
  while (!(await ready(n))) await sleep(100)
  return Date.now() - since
}

async function fault(what: string, act: () => Promise<number>) {
  const before = failures
  const at = Date.now()
  const recoveredMs = await act()
  faults.push({ at: Math.round((at - began) / 1000), what, recoveredMs, failedDuring: failures - before })
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
          await sleep(50)
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

async function report(ticketId: string) {
  const [ticket] = await query('select capacity, sold from tickets where id = $1', [ticketId])
  const [paid] = await query(
    `select count(*)::int as seats, count(distinct p.id)::int as purchases from purchase_items i
     join purchases p on p.id = i.purchase_id where i.ticket_id = $1 and p.status = 'paid'`,
    [ticketId],
  )
  const lost = [...paidSeen].length
    ? await query(`select count(*)::int as n from purchases where id = any($1) and status <> 'paid'`, [
        [...paidSeen],
      ])
    : [{ n: 0 }]
  const [ledger] = await query(
    `select count(*) filter (where p.status = 'paid' and coalesce(s.amount, 0) <> p.total)::int as unbalanced,
            count(*) filter (where p.status <> 'paid' and s.amount is not null)::int as stray
     from purchases p left join (select purchase_id, sum(amount) as amount from ledger_entries where kind = 'sale'
       group by purchase_id) s on s.purchase_id = p.id where p.payment_method = 'bkash'`,
  )
  const token = JSON.parse(readFileSync(join(folder, 'cluster.json'), 'utf8')).metricsToken as string
  const metrics: Record<string, number> = {}
  for (let n = 1; n <= INSTANCES; n++) {
    const text = await fetch(`http://127.0.0.1:${PORT + n}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(
      (answer) => answer.text(),
      () => '',
    )
    for (const line of text.split('\n')) {
      const match = line.match(
        /^(mela_holds_\w+(?:\{[^}]*\})?|mela_payment_errors_total\{[^}]*\}|mela_http_request_duration_seconds_count\{[^}]*status="5\d\d"\}) (\S+)/,
      )
      if (match?.[1]) metrics[match[1]] = (metrics[match[1]] ?? 0) + Number(match[2])
    }
  }
  console.log('\nAnswers by request and status (0: no answer):')
  console.table(Object.fromEntries([...statuses].sort()))
  if (fiveHundreds.length) console.log('5xx and unanswered requests (first 50):', fiveHundreds)
  console.log('Faults (s from start, time until serving again, failed requests while it lasted):')
  console.table(faults)
  console.log("The metrics' view since each instance last started (summed over instances):")
  console.table(metrics)
  const oversold = paid.seats > ticket.capacity || paid.seats !== ticket.sold
  console.log(
    [
      `seats paid ${paid.seats} of ${ticket.capacity} (ticket's sold count ${ticket.sold}), purchases paid ${paid.purchases}`,
      `seats sold twice or beyond capacity: ${oversold ? 'YES' : 0}`,
      `paid purchases lost (paid to the buyer, not in the database): ${lost[0].n}`,
      `ledger: paid purchases whose sale entry differs ${ledger.unbalanced}, sale entries of unpaid purchases ${ledger.stray}`,
    ].join('\n'),
  )
  if (oversold || lost[0].n > 0 || ledger.unbalanced > 0 || ledger.stray > 0) process.exitCode = 1
}

async function dropDatabase() {
  if (process.env.SOAK_DATABASE_URL) return
  const admin = new URL(DATABASE)
  const name = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.end()
}
