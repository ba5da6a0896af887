import { processCpuMs } from './lib/cpu.ts'
import { freshPostgres } from './lib/database.ts'
import { callOk, signUpOrganizer } from './lib/http.ts'
import { startMela } from './lib/processes.ts'
import { setUpSale } from './lib/sale.ts'

// What a ticket on paper costs: an order of 4 free tickets, its PDF asked for ROUNDS times over real HTTP
// (A4, then the small ticket), Mela's CPU per page read from /proc. On PostgreSQL when BENCH_POSTGRES_URL
// answers (the database's share then apart), else on the embedded database, whose work counts as Mela's.
const ROUNDS = Number(process.env.ROUNDS ?? 40)
const SEATS = 4

const database = await freshPostgres()
try {
  const mela = await startMela({ databaseUrl: database?.url })
  try {
    const { headers } = await signUpOrganizer(mela.url, 'paperbench')
    const sale = await setUpSale(mela.url, headers, { title: 'রবীন্দ্রসংগীত সন্ধ্যা', ticket: { Price: 0 } })
    const bought = await callOk(
      `${mela.url}/api/purchase`,
      'POST',
      {
        EventID: sale.eventId,
        Tickets: [{ TicketID: sale.ticketId, Quantity: SEATS }],
        PaymentMethod: 'free',
      },
      headers,
    )
    const pdf = async (size: string) => {
      const response = await fetch(
        `${mela.url}/api/purchase/${bought.body.ID}/tickets.pdf?size=${size}&lang=bn`,
        {
          headers,
        },
      )
      if (response.status !== 200) throw new Error(`tickets.pdf → ${response.status}`)
      return (await response.arrayBuffer()).byteLength
    }
    const rows: Record<string, Record<string, number>> = {}
    for (const size of ['a4', 'small']) {
      for (let warm = 0; warm < 5; warm++) await pdf(size)
      const before = processCpuMs(mela.pid)
      const started = performance.now()
      let bytes = 0
      for (let round = 0; round < ROUNDS; round++) bytes = await pdf(size)
      const spent = processCpuMs(mela.pid) - before
      rows[`${size}, ${SEATS} tickets`] = {
        'CPU ms/page Mela': Math.round((spent / (ROUNDS * SEATS)) * 10) / 10,
        'ms/PDF (wall)': Math.round((performance.now() - started) / ROUNDS),
        'KB/PDF': Math.round(bytes / 1024),
      }
    }
    console.table(rows)
  } finally {
    mela.stop()
  }
} finally {
  await database?.drop()
}
