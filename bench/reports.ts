import { readFileSync } from 'node:fs'
import pg from 'pg'
import { freshPostgres } from './lib/database.ts'
import { callOk, signUpOrganizer } from './lib/http.ts'
import { startMela } from './lib/processes.ts'
import { setUpSale } from './lib/sale.ts'

// Sales analytics and the sales report on PURCHASES paid purchases (two seats each) through the real
// HTTP API. The baseline is PostgreSQL reading the same rows raw (one query, no formatting) in the
// same run; the server's peak memory (VmHWM) shows the report streams rather than loading everything.
const PURCHASES = Number(process.env.PURCHASES ?? 100_000)

const database = await freshPostgres()
if (!database) throw new Error('The reports bench needs a PostgreSQL server (BENCH_POSTGRES_URL)')
const mela = await startMela({ databaseUrl: database.url, env: { SEED_DEMO: 'false' } })
try {
  const { headers, accountId, eventId, ticketId, ownerId } = await setUp(mela.url)
  await insertPurchases(database.url, eventId, ticketId, ownerId)
  const memoryBefore = peakMemoryMb(mela.pid)

  const analytics = await timed(() =>
    callOk(
      `${mela.url}/api/analytics/sales?AccountID=${accountId}&From=2026-01-01&To=2026-12-31`,
      'GET',
      undefined,
      headers,
    ),
  )
  const xlsx = await timed(() =>
    download(`${mela.url}/api/purchase/report?TimeZone=-360&AccountID=${accountId}`, headers),
  )
  const csv = await timed(() =>
    download(`${mela.url}/api/purchase/report?format=csv&TimeZone=-360&AccountID=${accountId}`, headers),
  )
  const raw = await timed(() => rawRows(database.url, accountId))

  console.table({
    'baseline: raw SELECT of the report rows': { seconds: raw.seconds, rows: raw.value },
    'GET /api/analytics/sales': {
      seconds: analytics.seconds,
      ratio: (analytics.seconds / raw.seconds).toFixed(2),
    },
    'GET /api/purchase/report (xlsx)': {
      seconds: xlsx.seconds,
      MB: (xlsx.value / 1e6).toFixed(1),
      ratio: (xlsx.seconds / raw.seconds).toFixed(2),
    },
    'GET /api/purchase/report (csv)': {
      seconds: csv.seconds,
      MB: (csv.value / 1e6).toFixed(1),
      ratio: (csv.seconds / raw.seconds).toFixed(2),
    },
  })
  console.log(
    `server peak memory (VmHWM): ${memoryBefore} MB before the reports, ${peakMemoryMb(mela.pid)} MB after (${PURCHASES} purchases, ${2 * PURCHASES} rows)`,
  )
} finally {
  mela.stop()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await database.drop()
}

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now()
  const value = await run()
  return { value, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) }
}

async function download(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers })
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`)
  let bytes = 0
  for await (const chunk of response.body) bytes += chunk.byteLength
  return bytes
}

function peakMemoryMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined
  // npm start runs the server as its child; the bench reads the whole tree's biggest process.
  const pids = [
    pid,
    ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  ]
  const peaks = pids.map((id) => {
    const match = readFileSync(`/proc/${id}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/)
    return match ? Number(match[1]) : 0
  })
  return Math.round(Math.max(...peaks) / 1024)
}

async function setUp(url: string) {
  const { userId, headers } = await signUpOrganizer(url, 'benchreports')
  // Unpublished: the purchases are written by PostgreSQL itself, not bought.
  const sale = await setUpSale(url, headers, {
    title: 'Report night',
    organization: 'Report Hall',
    ticket: { Capacity: 1_000_000 },
    publish: false,
  })
  return {
    headers,
    accountId: sale.accountId,
    eventId: sale.eventId,
    ticketId: sale.ticketId,
    ownerId: userId,
  }
}

/** PURCHASES paid purchases of two seats each, spread over 2026, written by PostgreSQL itself. */
async function insertPurchases(url: string, eventId: string, ticketId: string, userId: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(
    `insert into purchases (id, event_id, user_id, status, payment_method, subtotal, total, expires_at, paid_at, buyer)
     select gen_random_uuid(), $1, $2, 'paid', (array['bkash','cash','free','guest'])[1 + n % 4], 100000, 100000,
            now(), timestamp '2026-01-01' + (n % 330) * interval '1 day' + (n % 86400) * interval '1 second',
            jsonb_build_object('FirstName', 'Buyer ' || n, 'Phone', '+88017' || lpad(n::text, 8, '0'))
     from generate_series(1, $3) as n`,
    [eventId, userId, PURCHASES],
  )
  await client.query(
    `insert into purchase_items (purchase_id, ticket_id, price)
     select p.id, $1, 50000 from purchases p cross join generate_series(1, 2) where p.event_id = $2`,
    [ticketId, eventId],
  )
  await client.query('analyze')
  await client.end()
}

async function rawRows(url: string, accountId: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const result = await client.query(
    `select p.id, p.paid_at, p.status, p.payment_method, p.buyer, e.title, t.section, t.category, i.price, i.checked_in_at
     from purchase_items i join purchases p on p.id = i.purchase_id join events e on e.id = p.event_id
     join tickets t on t.id = i.ticket_id where e.account_id = $1`,
    [accountId],
  )
  await client.end()
  return result.rowCount ?? 0
}
