import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { communications, jobs } from '../../db/schema.ts'
import { type JobHandlers, nextRun, schedulePeriodicJob } from '../jobs/job-queue.ts'
import { SEND_COMMUNICATION, SENDING_ATTEMPTS } from './communication.service.ts'

const SWEEP_COMMUNICATIONS = 'sweep-communications'
const SWEEP_EVERY_MS = 5 * 60_000

/**
 * Queues sending again for every message still queued or sending that no job will send (its job gave up after
 * all its tries). A second job for one message would be harmless: recipients are claimed one at a time.
 */
export async function resumeStalledCommunications(db: Db) {
  await db.execute(sql`insert into ${jobs} (kind, payload, max_attempts)
    select ${SEND_COMMUNICATION}, jsonb_build_object('communicationId', c.id), ${SENDING_ATTEMPTS}
    from ${communications} c
    where c.status in ('queued', 'sending') and not exists (
      select 1 from ${jobs} j where j.kind = ${SEND_COMMUNICATION} and j.status in ('queued', 'running')
        and j.payload->>'communicationId' = c.id::text)`)
}

/** Makes sure one sweep is queued; each pass queues the next, so the sweep survives restarts. */
export const scheduleCommunicationSweep = (db: Db) =>
  schedulePeriodicJob(db, SWEEP_COMMUNICATIONS, SWEEP_EVERY_MS)

export function communicationSweepHandlers(db: Db): JobHandlers {
  return {
    [SWEEP_COMMUNICATIONS]: async () => {
      await resumeStalledCommunications(db)
      return nextRun(SWEEP_EVERY_MS)
    },
  }
}
