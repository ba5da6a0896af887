import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import {
  databasePool,
  jobBacklog,
  jobOldestSeconds,
  outboxBacklog,
  queueAdmitted,
  queueWaiting,
} from '../../lib/metrics.ts'

type Rows<T> = { rows: T[] }

// The job kinds that hand one message over, and the channel each sends on.
const MESSAGE_JOBS: Record<string, 'email' | 'sms'> = { 'send-email': 'email', 'send-sms': 'sms' }

/**
 * Sets the gauges that live in the database, when /metrics is scraped: three grouped counts, each on an
 * index (due jobs; queue places of events not yet over; recipients of bulk messages still sending).
 */
export async function collectSaleGauges(database: Database) {
  const { db } = database
  const [jobs, queues, recipients] = await Promise.all([
    db.execute(sql`
      select kind, count(*)::int as due, extract(epoch from now() - min(run_at))::float8 as oldest
      from jobs where status = 'queued' and run_at <= now() group by kind`) as unknown as Promise<
      Rows<{ kind: string; due: number; oldest: number }>
    >,
    db.execute(sql`
      select p.event_id as event,
        count(*) filter (where p.admitted_at is null)::int as waiting,
        count(*) filter (where p.admitted_at is not null and p.used_at is null)::int as admitted
      from queue_places p join events e on e.id = p.event_id
      where e.ends_at > now() group by p.event_id`) as unknown as Promise<
      Rows<{ event: string; waiting: number; admitted: number }>
    >,
    db.execute(sql`
      select c.channel, count(*)::int as pending
      from communications c join communication_recipients r on r.communication_id = c.id
      where c.status in ('queued', 'sending') and r.status in ('pending', 'sending')
      group by c.channel`) as unknown as Promise<Rows<{ channel: string; pending: number }>>,
  ])

  jobBacklog.reset()
  jobOldestSeconds.reset()
  const outbox = { email: 0, sms: 0 }
  for (const row of jobs.rows) {
    jobBacklog.set({ kind: row.kind }, row.due)
    jobOldestSeconds.set({ kind: row.kind }, Math.max(0, row.oldest))
    const channel = MESSAGE_JOBS[row.kind]
    if (channel) outbox[channel] += row.due
  }
  for (const row of recipients.rows) {
    if (row.channel === 'email' || row.channel === 'sms') outbox[row.channel] += row.pending
  }
  for (const [channel, waiting] of Object.entries(outbox)) outboxBacklog.set({ channel }, waiting)

  queueWaiting.reset()
  queueAdmitted.reset()
  for (const row of queues.rows) {
    queueWaiting.set({ event: row.event }, row.waiting)
    queueAdmitted.set({ event: row.event }, row.admitted)
  }

  const pool = database.pool?.()
  if (pool) {
    databasePool.set({ state: 'in_use' }, pool.total - pool.idle)
    databasePool.set({ state: 'idle' }, pool.idle)
    databasePool.set({ state: 'waiting' }, pool.waiting)
  }
}
