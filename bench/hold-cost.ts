import { backendCpuBetween, backendCpuMs, processCpuMs } from './lib/cpu.ts'
import { freshPostgres } from './lib/database.ts'
import { call, runWithConcurrency, signUpOrganizer } from './lib/http.ts'
import { startMela } from './lib/processes.ts'
import { SALE_ENV, setUpSale } from './lib/sale.ts'

// What one hold costs without a crowd: HOLDS anonymous buyers, a few at a time, for a ticket that never
// runs out, on one Mela instance and PostgreSQL. CPU per hold, read from /proc, for each process kind: the
// figure the hot path is tuned against before bench:flash adds contention.
const HOLDS = Number(process.env.HOLDS ?? 1000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)

const database = await freshPostgres()
if (!database) throw new Error('The hold-cost bench needs a PostgreSQL server (BENCH_POSTGRES_URL)')
try {
  const mela = await startMela({ databaseUrl: database.url, env: SALE_ENV })
  try {
    const { headers } = await signUpOrganizer(mela.url, 'holdcost')
    const sale = await setUpSale(mela.url, headers, { title: 'Hold cost', ticket: { Capacity: 1_000_000 } })
    const buy = (prefix: string, count: number) =>
      runWithConcurrency(
        Array.from({ length: count }, (_, i) => async () => {
          const answer = await call(`${mela.url}/api/purchase`, 'POST', {
            EventID: sale.eventId,
            Tickets: [{ TicketID: sale.ticketId, Quantity: 1 }],
            PaymentMethod: 'bkash',
            Buyer: { FirstName: `Buyer ${i}`, Phone: `${prefix}${String(10_000_000 + i).slice(-8)}` },
          })
          if (answer.status !== 200) throw new Error(`hold refused: ${answer.status} ${JSON.stringify(answer.body)}`)
        }),
        CONCURRENCY,
      )
    await buy('019', 300)
    const before = { mela: processCpuMs(mela.pid), backends: await backendCpuMs(database.url), load: process.cpuUsage() }
    const started = performance.now()
    await buy('017', HOLDS)
    const seconds = (performance.now() - started) / 1000
    const after = { mela: processCpuMs(mela.pid), backends: await backendCpuMs(database.url), load: process.cpuUsage(before.load) }
    const perHold = {
      Mela: (after.mela - before.mela) / HOLDS,
      PostgreSQL: backendCpuBetween(before.backends, after.backends) / HOLDS,
      load: (after.load.user + after.load.system) / 1000 / HOLDS,
    }
    console.table({ 'CPU ms per hold': Object.fromEntries(Object.entries(perHold).map(([k, v]) => [k, Math.round(v * 100) / 100])) })
    console.log(`${Math.round(HOLDS / seconds)} holds/s at concurrency ${CONCURRENCY}; Mela + PostgreSQL ${(perHold.Mela + perHold.PostgreSQL).toFixed(2)} ms per hold (goal ≤ 3)`)
  } finally {
    mela.stop()
  }
} finally {
  await new Promise((resolve) => setTimeout(resolve, 500))
  await database.drop()
}
