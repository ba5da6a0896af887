import { availableParallelism } from 'node:os'
import pg from 'pg'
import { backendCpuMs, type CpuSpent, type SaleProcesses, watchCpu } from './lib/cpu.ts'
import { freshPostgres } from './lib/database.ts'
import { call, callOk, percentile, signUpOrganizer } from './lib/http.ts'
import { startBkashSandbox, startMela } from './lib/processes.ts'
import { SALE_ENV, seatsTaken, setUpSale } from './lib/sale.ts'
import { spearman } from './lib/stats.ts'

// An on-sale day through the real HTTP API: two Mela instances on one PostgreSQL, BUYERS buyers join the
// event's queue during the LEAD_SECONDS before the opening (and LATE more after it), poll every
// POLL_SECONDS, and check out at once when let in. The queue lets ADMIT_PER_MINUTE in per minute. Both
// instances pay through one bKash sandbox process, whose CPU is counted apart from Mela's.
const BUYERS = Number(process.env.ONSALE_BUYERS ?? 5000)
const LATE = Number(process.env.ONSALE_LATE ?? 250)
const SEATS = Number(process.env.ONSALE_SEATS ?? 1000)
const LEAD_SECONDS = Number(process.env.ONSALE_LEAD_SECONDS ?? 30)
const POLL_SECONDS = Number(process.env.ONSALE_POLL_SECONDS ?? 5)
const ADMIT_PER_MINUTE = Number(process.env.ONSALE_ADMIT_PER_MINUTE ?? 6000)
// Every PROBE_EVERY-th buyer, once done, tries its pass again; as many scripts try without one or with a forged one.
const PROBE_EVERY = 10

const database = await freshPostgres()
if (!database) throw new Error('The on-sale bench needs a PostgreSQL server (BENCH_POSTGRES_URL)')
const env = SALE_ENV
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Like a browser on a flaky line: a call that fails to connect (a reset keep-alive socket) is an answer of 0. */
const tryCall = (...args: Parameters<typeof call>) =>
  call(...args).catch(() => ({ status: 0, body: undefined as { [key: string]: string } | undefined }))

type Instance = { url: string; pid: number | undefined }
/** `beforeDraw`: the join was answered before the opening's draw (an undrawn place, Position 0). */
type Buyer = {
  index: number
  late: boolean
  token?: string
  arrival?: number
  beforeDraw?: boolean
  pass?: string
}

const polls: number[] = []
const holds: number[] = []
const counts = {
  honoured: 0,
  soldOut: 0,
  refused: 0,
  reusedRefused: 0,
  reusedBought: 0,
  scriptsRefused: 0,
  other: 0,
}
let pollErrors = 0
let joinErrors = 0
let arrivals = 0

// PostgreSQL on a shared machine may refuse a connection (too many clients): whatever fails, the
// instances stop and the database goes.
const stops: (() => void)[] = []
const abort = async (error: unknown) => {
  console.error(error)
  for (const stop of stops) stop()
  await database.drop().catch(() => {})
  process.exit(1)
}
process.on('uncaughtException', abort)
process.on('unhandledRejection', abort)

try {
  const sandbox = await startBkashSandbox()
  stops.push(sandbox.stop)
  const instances = []
  for (let i = 0; i < 2; i++) {
    const instance = await startMela({ databaseUrl: database.url, env, bkash: sandbox })
    stops.push(instance.stop)
    instances.push(instance)
  }
  try {
    await onSale({ instances, sandbox })
  } finally {
    for (const stop of stops) stop()
  }
  if (counts.reusedBought > 0) process.exitCode = 1
} finally {
  await sleep(1000)
  await database.drop()
}

async function onSale(processes: SaleProcesses & { instances: Instance[] }) {
  const { instances } = processes
  const url = (i: number) => (instances[i % instances.length] as Instance).url
  const sale = await setUpQueuedSale(url(0))
  const buyers: Buyer[] = Array.from({ length: BUYERS + LATE }, (_, index) => ({
    index,
    late: index >= BUYERS,
  }))
  const opensAt = sale.opensAt.getTime()

  // Joins spread over the lead (the last second left free), each buyer polling from its join on.
  const firstHold = { at: 0, last: 0 }
  // Read once, by the first buyer let in (a promise, so the buyers let in with it do not each read it).
  let cpu: ReturnType<typeof watchCpu> | undefined
  const done = buyers.map(async (buyer) => {
    const joinAt = buyer.late
      ? opensAt + 2000 + ((buyer.index - BUYERS) / Math.max(1, LATE)) * 3000
      : Date.now() + Math.random() * Math.max(0, opensAt - Date.now() - 1000)
    await sleep(joinAt - Date.now())
    const join = () =>
      tryCall(`${url(buyer.index)}/api/event/${sale.eventId}/queue`, 'POST', {
        ClientKey: `bench-buyer-${String(buyer.index).padStart(8, '0')}`,
      })
    let joined = await join()
    // A join whose answer was lost is sent again with the same key: the same place comes back.
    for (let tries = 0; (joined.status === 0 || joined.status >= 500) && tries < 5; tries++) {
      await sleep(1000 * 2 ** tries)
      joined = await join()
    }
    if (joined.status !== 200) {
      joinErrors++
      return
    }
    buyer.arrival = arrivals++
    buyer.beforeDraw = joined.body.Position === 0
    buyer.token = joined.body.Token
    await sleep(Math.random() * POLL_SECONDS * 1000)
    let failures = 0
    for (;;) {
      const begin = performance.now()
      const place = await tryCall(
        `${url(buyer.index + 1)}/api/event/${sale.eventId}/queue/${buyer.token}`,
        'GET',
      )
      if (Date.now() >= opensAt) polls.push(performance.now() - begin)
      // A failed poll is tried again after a pause that grows, as the waiting screen does.
      failures = place.status === 200 ? 0 : failures + 1
      if (failures > 0) pollErrors++
      if (place.body?.Admission) {
        buyer.pass = place.body.Admission
        break
      }
      if (place.body?.Status === 'expired') return
      await sleep(POLL_SECONDS * 1000 * 2 ** Math.min(failures, 3))
    }
    cpu ??= watchCpu(processes, () => retried(() => backendCpuMs(database?.url ?? '')))
    firstHold.at ||= Date.now()
    await checkOut(url(buyer.index), sale, buyer)
    firstHold.last = Date.now()
  })
  // Scripts that skip the queue, at the opening.
  await sleep(opensAt - Date.now() + 500)
  const scripts = await Promise.all(
    Array.from({ length: Math.round(BUYERS / PROBE_EVERY) }, (_, i) =>
      tryCall(
        `${url(i)}/api/purchase`,
        'POST',
        order(sale, 90_000_000 + i),
        i % 2 ? {} : { 'x-queue-pass': `Q1.${sale.eventId}.forged` },
      ),
    ),
  )
  counts.scriptsRefused = scripts.filter((answer) => answer.status === 403).length
  await Promise.all(done)
  const watched = await cpu
  await watched?.take()
  const seconds = {
    polling: Math.max(1, Date.now() - opensAt) / 1000,
    admitting: Math.max(1, firstHold.last - firstHold.at) / 1000,
  }
  report(buyers, sale, await readPlaces(sale.eventId), watched?.spent(), seconds)
  console.log(`sold ${await seatsTaken(database?.url ?? '', sale.ticketId)} of ${SEATS} seats`)
}

function order(sale: { eventId: string; ticketId: string }, i: number) {
  return {
    EventID: sale.eventId,
    Tickets: [{ TicketID: sale.ticketId, Quantity: 1 }],
    PaymentMethod: 'bkash',
    Buyer: { FirstName: `Buyer ${i}`, Phone: `017${String(10_000_000 + i).slice(-8)}` },
  }
}

async function checkOut(url: string, sale: { eventId: string; ticketId: string }, buyer: Buyer) {
  const headers = { 'x-queue-pass': buyer.pass as string }
  const begin = performance.now()
  const answer = await tryCall(`${url}/api/purchase`, 'POST', order(sale, buyer.index), headers)
  holds.push(performance.now() - begin)
  if (answer.status === 200) counts.honoured++
  else if (answer.status === 409) counts.soldOut++
  else if (answer.status === 403) counts.refused++
  else counts.other++
  if (buyer.index % PROBE_EVERY !== 0 || answer.status !== 200) return
  const again = await tryCall(`${url}/api/purchase`, 'POST', order(sale, buyer.index + 50_000_000), headers)
  if (again.status === 403) counts.reusedRefused++
  else if (again.status === 200) counts.reusedBought++
}

function report(
  buyers: Buyer[],
  sale: { eventId: string },
  positions: Map<string, number>,
  cpu: CpuSpent | undefined,
  seconds: { polling: number; admitting: number },
) {
  const placed = buyers.filter((b) => b.token && positions.has(b.token.split('.')[0] as string))
  const orderOf = (group: Buyer[]) => ({
    arrival: group.map((b) => b.arrival as number),
    admission: group.map((b) => positions.get((b.token as string).split('.')[0] as string) as number),
  })
  // Early or late as the server saw it: a join sent before the opening but answered after the draw
  // (a busy server) queued behind in arrival order, as it should.
  const beforeDraw = placed.filter((b) => b.beforeDraw)
  const afterDraw = placed.filter((b) => !b.beforeDraw)
  const early = orderOf(beforeDraw)
  const late = orderOf(afterDraw)
  polls.sort((a, b) => a - b)
  holds.sort((a, b) => a - b)
  const held = counts.honoured
  const round1 = (value: number) => Math.round(value * 10) / 10
  console.log(
    `event ${sale.eventId}: ${BUYERS} buyers joined over ${LEAD_SECONDS} s before the opening, ${LATE} after it`,
  )
  console.table({
    'admission vs arrival (Spearman ρ)': {
      [`${beforeDraw.length} joined before the draw (goal ≈ 0)`]:
        Math.round(spearman(early.arrival, early.admission) * 1000) / 1000,
      [`${afterDraw.length} joined after it (goal ≈ 1)`]:
        Math.round(spearman(late.arrival, late.admission) * 1000) / 1000,
    },
  })
  console.table({
    passes: {
      'honoured (held)': held,
      'honoured, sold out': counts.soldOut,
      'refused (own pass)': counts.refused,
      'reused after buying: refused': counts.reusedRefused,
      'reused after buying: bought': counts.reusedBought,
      'no pass / forged: refused': counts.scriptsRefused,
      other: counts.other,
    },
  })
  console.table({
    polls: {
      'served after opening': polls.length,
      'per second': Math.round(polls.length / seconds.polling),
      'p50 ms': Math.round(percentile(polls, 50)),
      'p99 ms': Math.round(percentile(polls, 99)),
      errors: pollErrors,
      'joins failed': joinErrors,
    },
    'holds (admitted buyers)': {
      'served after opening': holds.length,
      'per second': Math.round(holds.length / seconds.admitting),
      'p50 ms': Math.round(percentile(holds, 50)),
      'p99 ms': Math.round(percentile(holds, 99)),
      errors: counts.other,
    },
  })
  if (cpu && held > 0) {
    const perHold = (ms: number) => round1(ms / held)
    console.log(
      `CPU ms per hold while admitting (the waiting crowd's polls included): Mela ${perHold(cpu.mela)}, PostgreSQL ${perHold(cpu.postgres)}, bKash sandbox ${perHold(cpu.sandbox)}, load generator ${perHold(cpu.load)}; ${availableParallelism()} cores`,
    )
  }
}

/** Tries again while the database server is full (other work shares it). */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await work()
    } catch (error) {
      if (tries >= 10) throw error
      await sleep(500)
    }
  }
}

/** A client of the bench's database. */
function connected() {
  return retried(async () => {
    const client = new pg.Client({ connectionString: database?.url })
    client.on('error', () => {})
    await client.connect()
    return client
  })
}

/** A published event with one ticket of SEATS seats and its queue on, opening LEAD_SECONDS from now. */
async function setUpQueuedSale(url: string) {
  const { headers } = await signUpOrganizer(url, 'onsaleorganizer')
  const { eventId, ticketId } = await setUpSale(url, headers, {
    title: 'On-sale day',
    organization: 'Army Stadium',
    ticket: { Capacity: SEATS },
  })
  const opensAt = new Date(Date.now() + LEAD_SECONDS * 1000)
  await callOk(
    `${url}/api/event/${eventId}/attendee-policy`,
    'PUT',
    {
      WaitlistEnabled: true,
      TransfersEnabled: true,
      Queue: {
        Enabled: true,
        OpensAt: opensAt.toISOString(),
        AdmitPerMinute: ADMIT_PER_MINUTE,
        AdmitMinutes: 10,
      },
    },
    headers,
  )
  return { eventId, ticketId, opensAt }
}

/** Each place's position, read from the database (the API answers places counted from the front). */
async function readPlaces(eventId: string) {
  const client = await connected()
  const { rows } = await client.query<{ id: string; position: number }>(
    'select id, position from queue_places where event_id = $1',
    [eventId],
  )
  await client.end()
  return new Map(rows.map((row) => [row.id, row.position]))
}
