import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

// What GET /metrics shows (docs/operations.md lists each with what a healthy sale looks like). One registry
// per process: counters add up over every app the process builds, which only tests build more than one of.
export const metrics = new Registry()

// Process CPU, memory, handles and event-loop lag, from the library.
collectDefaultMetrics({ register: metrics })

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export const httpRequests = new Histogram({
  name: 'mela_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, and how long they took',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [metrics],
})

export const holdsStarted = new Counter({
  name: 'mela_holds_started_total',
  help: 'Holds started: seats held for a buyer',
  registers: [metrics],
})

export const holdsRefused = new Counter({
  name: 'mela_holds_refused_total',
  help: 'Holds refused, by the error code the buyer was answered',
  labelNames: ['reason'] as const,
  registers: [metrics],
})

export const holdsExpired = new Counter({
  name: 'mela_holds_expired_total',
  help: 'Holds that ran out unpaid and were marked expired by the sweep',
  registers: [metrics],
})

export const holdSeconds = new Histogram({
  name: 'mela_hold_duration_seconds',
  help: 'Time to decide a hold (priced, limits counted, seats held or refused)',
  buckets: SECONDS,
  registers: [metrics],
})

export const paymentCalls = new Histogram({
  name: 'mela_payment_call_duration_seconds',
  help: 'Calls to a payment provider, by provider and operation, and how long they took',
  labelNames: ['provider', 'operation'] as const,
  buckets: SECONDS,
  registers: [metrics],
})

export const paymentErrors = new Counter({
  name: 'mela_payment_errors_total',
  help: 'Payment provider calls that failed, by provider, operation and code',
  labelNames: ['provider', 'operation', 'code'] as const,
  registers: [metrics],
})

export const messageSendFailures = new Counter({
  name: 'mela_message_send_failures_total',
  help: 'Messages whose hand-over to the mail server or SMS gateway failed (retried later), by channel',
  labelNames: ['channel'] as const,
  registers: [metrics],
})

// Gauges read from the database when scraped (modules/metrics/sale-gauges.ts).
export const queueWaiting = new Gauge({
  name: 'mela_queue_waiting',
  help: 'Buyers waiting in an on-sale queue, per event',
  labelNames: ['event'] as const,
  registers: [metrics],
})

export const queueAdmitted = new Gauge({
  name: 'mela_queue_admitted',
  help: 'Buyers admitted from an on-sale queue who have not bought yet, per event',
  labelNames: ['event'] as const,
  registers: [metrics],
})

export const jobBacklog = new Gauge({
  name: 'mela_job_backlog',
  help: 'Background jobs due and not yet taken, per kind',
  labelNames: ['kind'] as const,
  registers: [metrics],
})

export const jobOldestSeconds = new Gauge({
  name: 'mela_job_oldest_age_seconds',
  help: 'How long the oldest due job of each kind has waited',
  labelNames: ['kind'] as const,
  registers: [metrics],
})

export const outboxBacklog = new Gauge({
  name: 'mela_outbox_backlog',
  help: 'Messages waiting to be handed over, per channel (single messages and bulk recipients)',
  labelNames: ['channel'] as const,
  registers: [metrics],
})

export const databasePool = new Gauge({
  name: 'mela_db_pool_connections',
  help: "PostgreSQL pool connections by state (in use, idle), and callers waiting for one ('waiting')",
  labelNames: ['state'] as const,
  registers: [metrics],
})
