import { spawn } from 'node:child_process'
import pg from 'pg'
import { freshPostgres } from './lib/database.ts'
import { callOk, signUpOrganizer } from './lib/http.ts'
import { type Measurement, measure, printTable } from './lib/measure.ts'
import { freePort, repoRoot, startMela, stopChild, waitForHttp } from './lib/processes.ts'

// The public feed under a crowd: EVENTS published public events (with tickets) on a fresh PostgreSQL,
// 100 connections asking for the first page, a later page (by cursor when the API offers one, by Page
// otherwise) and a search with filters. The baseline is a bare Fastify hello-world in the same run.
const EVENTS = Number(process.env.EVENTS ?? 10_000)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const LATER_PAGE = 50

const database = await freshPostgres()
if (!database) throw new Error('The feed bench needs a PostgreSQL server (BENCH_POSTGRES_URL)')

// The machine is shared: the baseline runs just before and just after the first page, and the goal's
// ratio is read against their mean, so load that comes and goes weighs on both sides alike.
const rows: Measurement[] = []
const port = await freePort()
const baseline = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port) },
  stdio: 'inherit',
})
const bare = (when: string, seconds = duration) =>
  measure(`baseline: bare Fastify hello-world (${when})`, `http://127.0.0.1:${port}/api/health`, {
    connections: CONNECTIONS,
    duration: seconds,
  })
const mela = await startMela({
  databaseUrl: database.url,
  env: { SEED_DEMO: 'false', LOG_LEVEL: 'error', RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1' },
})
let goal: { ratio: number; p99: number } | undefined
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`)
  const { userId: ownerId } = await signUpOrganizer(mela.url, 'benchfeed')
  const seeded = await seedEvents(database.url, ownerId)
  console.log(`seeded ${seeded} events in PostgreSQL`)

  const feed = `${mela.url}/api/event/feed`
  const later = await laterPage(feed)
  const search = `${feed}?Search=night&Category=music&District=dhaka`
  // As a browser asks: compressed if the server will.
  const options = { connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip, deflate, br' } }
  // Warm both up (JIT, PostgreSQL's caches) before anything counts.
  await measure('warm-up', feed, { ...options, duration: 3 })
  await bare('warm-up', 3)
  const before = await bare('before')
  const first = await measure('GET /api/event/feed (first page)', feed, options)
  const after = await bare('after')
  rows.push(before, first, after)
  goal = {
    ratio: first.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2),
    p99: first.p99,
  }
  rows.push(
    await measure('GET /api/event/feed (first page, uncompressed)', feed, {
      connections: CONNECTIONS,
      duration,
    }),
  )
  rows.push(await measure(`GET /api/event/feed (page ${LATER_PAGE}, ${later.how})`, later.url, options))
  rows.push(await measure('GET /api/event/feed (search + filters)', search, options))
  const etag = (await fetch(feed)).headers.get('etag') ?? ''
  rows.push(
    await measure('GET /api/event/feed (first page, If-None-Match → 304)', feed, {
      ...options,
      headers: { ...options.headers, 'if-none-match': etag },
    }),
  )
  console.log(`search + filters matched ${(await callOk(search, 'GET')).body.Total} events`)
} finally {
  stopChild(baseline)
  mela.stop()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await database.drop()
}
printTable(rows)
if (goal)
  console.log(
    `ratio first page ÷ bare Fastify (mean of the runs around it): ${goal.ratio.toFixed(3)} (goal ≥ 0.4); ` +
      `p99 ${goal.p99} ms (goal < 50) at ${CONNECTIONS} connections on ${EVENTS} events`,
  )

/** The feed's page LATER_PAGE: walked to by NextCursor when the answer carries one, else by Page. */
async function laterPage(feed: string): Promise<{ url: string; how: string }> {
  let url = feed
  for (let page = 1; page < LATER_PAGE; page++) {
    const answer = (await callOk(url, 'GET')).body as { NextCursor?: string | null }
    if (!answer.NextCursor) return { url: `${feed}?Page=${LATER_PAGE}`, how: 'by Page' }
    url = `${feed}?Cursor=${encodeURIComponent(answer.NextCursor)}`
  }
  return { url, how: 'by cursor' }
}

/**
 * 50 organizations (every fifth verified) and EVENTS published public upcoming events with two
 * tickets each, plus a tenth as many ended ones, written by PostgreSQL itself.
 */
async function seedEvents(url: string, ownerId: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(
    `insert into accounts (name, feed_url, verified, owner_id)
     select 'Organizer ' || n, 'benchorg' || n, n % 5 = 0, $1 from generate_series(1, 50) as n`,
    [ownerId],
  )
  const categories = `(array['music','theatre','comedy','dance','film','festival','food','tech'])`
  const districts = `(array['dhaka','chattogram','sylhet','khulna','rajshahi','barishal','rangpur','gazipur'])`
  const insertEvents = (count: number, startsAt: string) =>
    client.query(
      `insert into events (account_id, title, description, category, district, venue, starts_at, ends_at,
                           visibility, published_at, bn)
       select (select id from accounts order by name offset n % 50 limit 1),
              (array['Rock night','Poetry evening','Jatra','Food fair','Tech meetup'])[1 + n % 5] || ' ' || n,
              'An event of the bench, number ' || n, ${categories}[1 + n % 8], ${districts}[1 + n / 8 % 8],
              'Hall ' || (n % 40), ${startsAt}, ${startsAt} + interval '3 hours',
              case when n % 7 = 0 then 'in-site' else 'public' end, now(),
              jsonb_build_object('Title', 'অনুষ্ঠান ' || n, 'Description', '', 'Venue', 'হল ' || (n % 40))
       from generate_series(1, $1) as n`,
      [count],
    )
  await insertEvents(EVENTS, `now() + interval '1 day' + n * interval '37 minutes'`)
  await insertEvents(Math.round(EVENTS / 10), `now() - interval '1 day' - n * interval '37 minutes'`)
  await client.query(
    `insert into tickets (event_id, section, category, price, capacity, sold)
     select e.id, 'General', c.category, c.price * (1 + (hashtext(e.id::text) & 7)), 200, 0
     from events e cross join (values ('Adult', 50000), ('Child', 0)) as c(category, price)`,
  )
  await client.query('analyze')
  const { rows } = await client.query('select count(*)::int as n from events')
  await client.end()
  return rows[0].n as number
}
