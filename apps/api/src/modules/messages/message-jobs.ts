import type { Db } from '../../db/database.ts'
import { messageSendFailures } from '../../lib/metrics.ts'
import { enqueueJob, type JobHandlers } from '../jobs/job-queue.ts'
import type { Mail, MailTransport } from './mail-transport.ts'
import type { Sms, SmsProvider } from './sms-transport.ts'

/** Queues an e-mail; a worker delivers it, retrying while the mail server is down. */
export const queueEmail = (db: Db, mail: Mail) => enqueueJob(db, 'send-email', mail)

/** Queues a text message, delivered and retried like e-mail. */
export const queueSms = (db: Db, sms: Sms) => enqueueJob(db, 'send-sms', sms)

export function messageJobHandlers(mail: MailTransport, sms: SmsProvider): JobHandlers {
  return {
    // Keyed by the job, so a run taken over after its worker died does not send what the first one handed over.
    'send-email': (payload, job) => counted('email', mail.send(payload as Mail, `job.${job.id}`)),
    'send-sms': (payload, job) => counted('sms', sms.send(payload as Sms, `job.${job.id}`)),
  }
}

// A failed hand-over is retried by the queue; the metrics count each failure.
async function counted(channel: 'email' | 'sms', sending: Promise<unknown>): Promise<void> {
  try {
    await sending
  } catch (error) {
    messageSendFailures.inc({ channel })
    throw error
  }
}
