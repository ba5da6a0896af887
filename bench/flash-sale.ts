import pg from 'pg'
import { freshPostgres } from './lib/database.ts'
import { call, callOk, percentile, runWithConcurrency } from './lib/http.ts'
import { startMela } from './lib/processes.ts'

// A flash sale through the real HTTP API: two Mela instances on one PostgreSQL, BUYERS anonymous
// buyers racing for SEATS seats. The baseline is the raw rate of the simplest correct write, a
// single-row conditional UPDATE … WHERE sold < capacity, on the same database and concurrency.
const BUYERS = Number(process.env.BUYERS ?? 2000)
const SEATS = Number(process.env.SEATS ?? 500)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 100)

const database = await freshPostgres()
if (!database) throw new Error('The flash-sale bench needs a PostgreSQL server (BENCH_POSTGRES_URL)')
// The load comes from one address: exempt it, so the bench measures the sale and not the limiter.
const env = {
  SEED_DEMO: 'false',
  HOLD_CAP_PER_EVENT: '10',
  RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
}
const first = await startMela({ databaseUrl: database.url, env })
const second = await startMela({ databaseUrl: database.url, env })
try {
  const eventId = await setUpSale(first.url)
  const ticketId = (await callOk(`${first.url}/api/ticket?eventId=${eventId}`, 'GET')).body[0].ID as string
  const instances = [first.url, second.url]
  const latencies: number[] = []
  const started = performance.now()
  let lastHeldAt = started
  const answers = await runWithConcurrency(
    Array.from({ length: BUYERS }, (_, i) => async () => {
      const begin = performance.now()
      const answer = await call(`${instances[i % 2]}/api/purchase`, 'POST', {
        EventID: eventId,
        Tickets: [{ TicketID: ticketId, Quantity: 1 }],
        PaymentMethod: 'bkash',
        Buyer: { FirstName: `Buyer ${i}`, Phone: `017${String(10_000_000 + i).slice(-8)}` },
      })
      latencies.push(performance.now() - begin)
      if (answer.status === 200) lastHeldAt = performance.now()
      return answer.status
    }),
    CONCURRENCY,
  )
  const seconds = (performance.now() - started) / 1000
  const held = answers.filter((status) => status === 200).length
  const taken = await seatsTaken(database.url, ticketId)
  const baseline = await conditionalUpdateRate(database.url)
  latencies.sort((a, b) => a - b)
  // While seats lasted: the rate at which holds were granted until the last one (issue 15's goal is on this).
  const holdsPerSecond = held / ((lastHeldAt - started) / 1000)
  console.table({
    'Mela POST /api/purchase (2 instances)': {
      'requests/s': Math.round(BUYERS / seconds),
      'holds/s': Math.round(holdsPerSecond),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      held,
      'seats in database': taken,
      oversold: Math.max(0, taken - SEATS),
      'other answers': answers.filter((status) => status !== 200 && status !== 409).length,
    },
    'baseline: UPDATE … WHERE sold < capacity': {
      'requests/s': Math.round(baseline),
      'holds/s': Math.round(baseline),
    },
  })
  console.log(
    `ratio (Mela holds/s ÷ baseline UPDATEs/s, goal ≥ 0.5): ${(holdsPerSecond / baseline).toFixed(3)}`,
  )
  if (taken > SEATS) process.exitCode = 1
} finally {
  first.stop()
  second.stop()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await database.drop()
}

async function setUpSale(url: string): Promise<string> {
  const password = 'Bench2026x'
  await callOk(`${url}/api/auth/register`, 'POST', {
    FirstName: 'Bench',
    Username: 'benchorganizer',
    Password: password,
    ConfirmPassword: password,
  })
  const login = await callOk(`${url}/api/auth/login`, 'POST', {
    Username: 'benchorganizer',
    Password: password,
  })
  const headers = { authorization: login.body.authToken }
  const account = await callOk(`${url}/api/account`, 'POST', { Name: 'Flash Sale Hall' }, headers)
  const startsAt = new Date(Date.now() + 86_400_000)
  const event = await callOk(
    `${url}/api/event`,
    'POST',
    {
      AccountID: account.body.ID,
      Title: 'Flash sale',
      Category: 'music',
      Venue: 'Hall',
      StartsAt: startsAt.toISOString(),
      EndsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    },
    headers,
  )
  await callOk(
    `${url}/api/ticket`,
    'POST',
    {
      EventId: event.body.ID,
      Section: 'General',
      Category: 'Adult',
      Price: 500,
      Capacity: SEATS,
      LimitPerUser: 4,
    },
    headers,
  )
  await callOk(`${url}/api/event/${event.body.ID}/publish`, 'POST', undefined, headers)
  return event.body.ID
}

async function seatsTaken(url: string, ticketId: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const result = await client.query(
    `select count(*)::int as n from purchase_items i join purchases p on p.id = i.purchase_id
     where i.ticket_id = $1 and (p.status = 'paid' or (p.status = 'pending' and p.expires_at > now()))`,
    [ticketId],
  )
  await client.end()
  return result.rows[0].n
}

async function conditionalUpdateRate(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  await pool.query(
    'create table if not exists bench_seats (id int primary key, sold int not null, capacity int not null)',
  )
  await pool.query(
    'insert into bench_seats values (1, 0, $1) on conflict (id) do update set sold = 0, capacity = $1',
    [SEATS],
  )
  const started = performance.now()
  await runWithConcurrency(
    Array.from(
      { length: BUYERS },
      () => () => pool.query('update bench_seats set sold = sold + 1 where id = 1 and sold < capacity'),
    ),
    CONCURRENCY,
  )
  const rate = BUYERS / ((performance.now() - started) / 1000)
  await pool.end()
  return rate
}
