import { backendCpuMs, cpuPerHold, watchCpu } from './lib/cpu.ts'
import { freshPostgres } from './lib/database.ts'
import { call, runWithConcurrency, signUpOrganizer } from './lib/http.ts'
import { startBkashSandbox, startMela } from './lib/processes.ts'
import { SALE_ENV, setUpSale } from './lib/sale.ts'

// What one hold costs without a crowd: HOLDS anonymous buyers, a few at a time, for a ticket that never
// runs out, on one Mela instance and PostgreSQL, paying through the bKash sandbox in its own process. CPU
// per hold for each kind of process, read from /proc: the figure the hold's hot path is tuned against
// (issue 26: Mela and PostgreSQL together ≤ 3 ms) before bench:flash adds the crowd's contention.
const HOLDS = Number(process.env.HOLDS ?? 1000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)

const database = await freshPostgres()
if (!database) throw new Error('The hold-cost bench needs a PostgreSQL server (BENCH_POSTGRES_URL)')
const sandbox = await startBkashSandbox()
try {
  const mela = await startMela({ databaseUrl: database.url, env: SALE_ENV, bkash: sandbox })
  try {
    const { headers } = await signUpOrganizer(mela.url, 'holdcost')
    const sale = await setUpSale(mela.url, headers, { title: 'Hold cost', ticket: { Capacity: 1_000_000 } })
    const buy = (phonePrefix: string, count: number) =>
      runWithConcurrency(
        Array.from({ length: count }, (_, i) => async () => {
          const answer = await call(`${mela.url}/api/purchase`, 'POST', {
            EventID: sale.eventId,
            Tickets: [{ TicketID: sale.ticketId, Quantity: 1 }],
            PaymentMethod: 'bkash',
            Buyer: { FirstName: `Buyer ${i}`, Phone: `${phonePrefix}${String(10_000_000 + i).slice(-8)}` },
          })
          if (answer.status !== 200) throw new Error(`A hold was refused: ${JSON.stringify(answer.body)}`)
        }),
        CONCURRENCY,
      )
    // Warmed first (compiled code, connections, prepared statements, bKash's token), as before a sale.
    await buy('019', 300)
    const cpu = await watchCpu({ instances: [mela], sandbox }, () => backendCpuMs(database.url))
    const started = performance.now()
    await buy('017', HOLDS)
    const seconds = (performance.now() - started) / 1000
    await cpu.take()
    const spent = cpu.spent()
    console.table({ [`${HOLDS} holds`]: cpuPerHold(spent, HOLDS) })
    const total = (spent.mela + spent.postgres) / HOLDS
    console.log(
      `${Math.round(HOLDS / seconds)} holds/s at concurrency ${CONCURRENCY}; Mela + PostgreSQL ${total.toFixed(2)} CPU ms per hold (goal ≤ 3)`,
    )
  } finally {
    mela.stop()
  }
} finally {
  sandbox.stop()
  await new Promise((resolve) => setTimeout(resolve, 500))
  await database.drop()
}
