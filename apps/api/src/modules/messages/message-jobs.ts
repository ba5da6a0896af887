import type { Db } from '../../db/database.ts'
import { enqueueJob, type JobHandlers } from '../jobs/job-queue.ts'
import type { Mail, MailTransport } from './mail-transport.ts'
import type { Sms, SmsProvider } from './sms-transport.ts'

/** Queues an e-mail; a worker delivers it, retrying while the mail server is down. */
export const queueEmail = (db: Db, mail: Mail) => enqueueJob(db, 'send-email', mail)

/** Queues a text message, delivered and retried like e-mail. */
export const queueSms = (db: Db, sms: Sms) => enqueueJob(db, 'send-sms', sms)

export function messageJobHandlers(mail: MailTransport, sms: SmsProvider): JobHandlers {
  return {
    'send-email': (payload) => mail.send(payload as Mail),
    'send-sms': (payload) => sms.send(payload as Sms),
  }
}
