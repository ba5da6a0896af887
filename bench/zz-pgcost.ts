import pg from 'pg'
import { processCpuMs } from './lib/cpu.ts'
import { freshPostgres } from './lib/database.ts'
import { call, signUpOrganizer } from './lib/http.ts'
import { startMela } from './lib/processes.ts'
import { SALE_ENV, setUpSale } from './lib/sale.ts'
const N = Number(process.env.N ?? 1000)
const database = (await freshPostgres())!
const mela = await startMela({ databaseUrl: database.url, env: SALE_ENV })
const { headers } = await signUpOrganizer(mela.url, 'pgcost')
const sale = await setUpSale(mela.url, headers, { title: 'PG cost', ticket: { Capacity: 1_000_000 } })
for (let i = 0; i < 20; i++) await call(`${mela.url}/api/purchase`, 'POST', { EventID: sale.eventId, Tickets: [{ TicketID: sale.ticketId, Quantity: 1 }], PaymentMethod: 'bkash', Buyer: { FirstName: 'W', Phone: `0191${String(1000000 + i)}` } })
mela.stop()
const client = new pg.Client({ connectionString: database.url }); await client.connect()
await client.query("set track_functions = 'all'")
const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid
const price = (await client.query('select price from tickets where id = $1', [sale.ticketId])).rows[0].price
const request = (i: number, variant: string) => {
  const now = new Date()
  const phone = `+88017${String(10000000 + i)}`
  return {
    eventId: sale.eventId, userId: null, guestEmail: null, now: now.toISOString(), expiresAt: new Date(now.getTime() + 900000).toISOString(),
    free: false, holdCap: 10, seatCount: 1, discountId: null, demand: { [sale.ticketId]: 1 },
    seats: [{ ticketId: sale.ticketId, bundleId: null, price, quantity: 1 }], bundlePrices: {}, paymentMethod: 'bkash',
    subtotal: price, discountAmount: 0, total: price, lines: [{ Kind: 'ticket', ID: sale.ticketId, Name: 'General Adult', Quantity: 1, UnitPrice: price / 100, Amount: price / 100 }],
    answers: {}, buyer: { FirstName: 'B', Phone: phone },
    limits: [{ key: `purchase:phone:${phone}${variant}`, max: 10, windowSeconds: 3600 }],
    phoneToProve: phone, queuePlace: null,
    guest: { username: `guest_${variant}_${i}`, firstName: 'B', lastName: '', phone, language: 'en' },
    session: { tokenHash: `h${variant}${i}`, userAgent: 'x', expiresAt: new Date(now.getTime() + 86400000).toISOString() },
  }
}
async function measure(label: string, run: (i: number) => Promise<unknown>) {
  await client.query('select pg_stat_clear_snapshot()')
  const before = processCpuMs(pid); const t = performance.now()
  for (let i = 0; i < N; i++) await run(i)
  console.log(label.padEnd(30), ((processCpuMs(pid) - before) / N).toFixed(3), 'ms CPU/call', ((performance.now() - t) / N).toFixed(3), 'ms wall')
}
let k = 0
const fn = (variant: string) => () => client.query({ name: 'sp', text: 'select mela_start_purchase($1::jsonb) as a', values: [JSON.stringify(request(k++, variant))] })
await measure('warm', fn('w'))
await client.query('select pg_stat_reset()')
await measure('full', fn('f'))
await new Promise((r) => setTimeout(r, 700))
console.table((await client.query("select funcname, calls, round((total_time/calls)::numeric, 3) as total_ms, round((self_time/calls)::numeric, 3) as self_ms from pg_stat_user_functions order by total_time desc")).rows)
await client.query("load 'auto_explain'"); await client.query('set auto_explain.log_min_duration = 0'); await client.query('set auto_explain.log_nested_statements = on'); await client.query('set auto_explain.log_analyze = on')
await client.query("select 'MARK-AE'")
for (let i = 0; i < 3; i++) await fn('ae')()
await client.query("set auto_explain.log_min_duration = -1")
await measure('select 1', () => client.query({ name: 's1', text: 'select 1' }))
const purchases = (await client.query('select id from purchases limit 1000')).rows
await measure('update payment', (i) => client.query({ name: 'up2', text: 'update purchases set payment_id = $2, payment_url = $3, invoice_number = $4 where id = $1', values: [purchases[i % purchases.length].id, `pay${i}x${Math.random()}`, 'http://x/y', `inv${i}`] }))
await measure('begin;select 1;commit', async () => { await client.query('begin'); await client.query('insert into rate_limits values ($1, 1, now())', [`k${Math.random()}`]); await client.query('commit') })
await client.end(); await database.drop()
