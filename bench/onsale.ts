import { backendCpuMs, type SaleProcesses, watchCpu } from './lib/cpu.ts'
import { freshPostgres } from './lib/database.ts'
import { report } from './lib/onsale-report.ts'
import { startBkashSandbox, startMela } from './lib/processes.ts'
import { type Buyer, crowdTally, joinQueue, sleep, waitForPass } from './lib/queue-crowd.ts'
import { checkOut, scriptsWithoutPass } from './lib/queue-passes.ts'
import { readPlaces, retried, setUpQueuedSale } from './lib/queued-sale.ts'
import { SALE_ENV, seatsTaken } from './lib/sale.ts'

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

type Instance = { url: string; pid: number | undefined }

const tally = crowdTally()

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
  if (tally.counts.reusedBought > 0) process.exitCode = 1
} finally {
  await sleep(1000)
  await database.drop()
}

async function onSale(processes: SaleProcesses & { instances: Instance[] }) {
  const { instances } = processes
  const url = (i: number) => (instances[i % instances.length] as Instance).url
  const sale = await setUpQueuedSale(url(0), {
    seats: SEATS,
    leadSeconds: LEAD_SECONDS,
    admitPerMinute: ADMIT_PER_MINUTE,
  })
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
    if (!(await joinQueue(url(buyer.index), sale.eventId, buyer, tally))) return
    const waiting = { opensAt, pollSeconds: POLL_SECONDS }
    if (!(await waitForPass(url(buyer.index + 1), sale.eventId, buyer, tally, waiting))) return
    cpu ??= watchCpu(processes, () => retried(() => backendCpuMs(database?.url ?? '')))
    firstHold.at ||= Date.now()
    await checkOut(url(buyer.index), sale, buyer, tally, PROBE_EVERY)
    firstHold.last = Date.now()
  })
  // Scripts that skip the queue, at the opening.
  await sleep(opensAt - Date.now() + 500)
  tally.counts.scriptsRefused = await scriptsWithoutPass(url, sale, Math.round(BUYERS / PROBE_EVERY))
  await Promise.all(done)
  const watched = await cpu
  await watched?.take()
  const seconds = {
    polling: Math.max(1, Date.now() - opensAt) / 1000,
    admitting: Math.max(1, firstHold.last - firstHold.at) / 1000,
  }
  report({
    buyers,
    sale,
    positions: await readPlaces(database?.url, sale.eventId),
    tally,
    cpu: watched?.spent(),
    seconds,
    settings: { buyers: BUYERS, late: LATE, leadSeconds: LEAD_SECONDS },
  })
  console.log(`sold ${await seatsTaken(database?.url ?? '', sale.ticketId)} of ${SEATS} seats`)
}
