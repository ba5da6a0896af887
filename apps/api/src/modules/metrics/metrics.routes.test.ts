import { describe, expect, it } from 'vitest'
import { eventOnSale, guestBuyer, guestBuysFree } from '../../testing/checkout-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const TOKEN = 'scraper-secret-0123456789'
const withMetrics = useTestApp({ metricsToken: TOKEN })
const withoutMetrics = useTestApp()

const scrape = (token = TOKEN) =>
  withMetrics.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })

/** The value of one series in Prometheus' text format (0 when the series is not there yet). */
async function seriesValue(series: string): Promise<number> {
  const line = (await scrape()).body.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const response = await withoutMetrics.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer x' },
    })
    expect(response.statusCode).toBe(404)
  })

  it('answers 401 without the token or with a wrong one', async () => {
    const none = await withMetrics.app.inject({ url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toContain('Bearer')
    expect((await scrape('not-the-token-at-all-00')).statusCode).toBe(401)
    expect((await scrape(`${TOKEN}x`)).statusCode).toBe(401)
  })

  it("answers Prometheus' text with the sale's, the database's and the process's metrics", async () => {
    await withMetrics.app.inject({ url: '/api/health' })
    const response = await scrape()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4')
    for (const name of [
      'mela_http_request_duration_seconds_count',
      'mela_holds_started_total',
      'mela_holds_refused_total',
      'mela_holds_expired_total',
      'mela_hold_duration_seconds',
      'mela_payment_call_duration_seconds',
      'mela_payment_errors_total',
      'mela_queue_waiting',
      'mela_queue_admitted',
      'mela_job_backlog',
      'mela_job_oldest_age_seconds',
      'mela_outbox_backlog',
      'mela_message_send_failures_total',
      'mela_db_pool_connections',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(response.body).toContain(`# TYPE ${name.replace(/_count$/, '')} `)
    // The route's pattern, never the raw URL.
    expect(response.body).toContain('route="/api/health"')
  })

  it('counts a hold started and a hold refused because the seats are gone', async () => {
    const { event, ticket } = await eventOnSale(withMetrics.app.database.db, { price: 0, capacity: 1 })
    const started = await seriesValue('mela_holds_started_total')
    const soldOut = await seriesValue('mela_holds_refused_total{reason="SOLD_OUT"}')
    await guestBuysFree(withMetrics.app, event.id, ticket.id)
    const refused = await withMetrics.app.inject({
      method: 'POST',
      url: '/api/purchase',
      payload: {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
        PaymentMethod: 'free',
        Buyer: { ...guestBuyer, Phone: '01812345678' },
      },
    })
    expect(refused.statusCode).toBe(409)
    expect(await seriesValue('mela_holds_started_total')).toBe(started + 1)
    expect(await seriesValue('mela_holds_refused_total{reason="SOLD_OUT"}')).toBe(soldOut + 1)
  })
})
