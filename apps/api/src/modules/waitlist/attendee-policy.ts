import type { AttendeePolicy, AttendeePolicyInput } from '@mela/shared/waitlist'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events } from '../../db/schema.ts'
import { FieldErrors, NotFound } from '../../lib/errors.ts'
import { acceptedOptions } from '../checkout/accepted-payments.ts'
import { queueSettingsOf, saveQueueSettings } from '../queue/queue-settings.service.ts'

type EventRow = typeof events.$inferSelect

/** What the event allows its buyers: a waiting list, transfers, cancelling and until when, and its on-sale queue. */
export const policyOf = async (db: Db, event: EventRow): Promise<AttendeePolicy> => ({
  WaitlistEnabled: event.waitlistEnabled,
  TransfersEnabled: event.transfersEnabled,
  TransferDeadline: event.transferDeadline?.toISOString() ?? null,
  CancelDeadline: event.cancelDeadline?.toISOString() ?? null,
  CancelRefundPercent: event.cancelRefundPercent,
  Queue: await queueSettingsOf(db, event.id),
  AcceptedPayments: acceptedOptions(event),
  PassFeesToBuyers: event.passFeesToBuyers,
})

/** A transfer or cancellation deadline after the event ends would never close: a field error, not a quiet save. */
function refuseDeadlinesAfter(endsAt: Date, body: AttendeePolicyInput) {
  const late = (['TransferDeadline', 'CancelDeadline'] as const).filter((field) => {
    const value = body[field]
    return value && new Date(value) > endsAt
  })
  if (late.length > 0)
    throw FieldErrors(Object.fromEntries(late.map((field) => [field, { code: 'DEADLINE_AFTER_EVENT' }])))
}

/**
 * Switches the event's waiting list and transfers, sets its deadlines and cancellation refund, and its
 * queue when the body carries one (left out, the queue stays as it is). One transaction: both or neither.
 */
export async function setAttendeePolicy(
  db: Db,
  event: Pick<EventRow, 'id' | 'endsAt'>,
  body: AttendeePolicyInput,
  now = new Date(),
): Promise<AttendeePolicy> {
  refuseDeadlinesAfter(event.endsAt, body)
  return db.transaction(async (tx) => {
    if (body.Queue) await saveQueueSettings(tx, event.id, body.Queue, now)
    const [row] = await tx
      .update(events)
      .set({
        waitlistEnabled: body.WaitlistEnabled,
        transfersEnabled: body.TransfersEnabled,
        transferDeadline: body.TransferDeadline ? new Date(body.TransferDeadline) : null,
        cancelDeadline: body.CancelDeadline ? new Date(body.CancelDeadline) : null,
        cancelRefundPercent: body.CancelRefundPercent ?? null,
        ...(body.AcceptedPayments === undefined ? {} : { acceptedPayments: body.AcceptedPayments }),
        ...(body.PassFeesToBuyers === undefined ? {} : { passFeesToBuyers: body.PassFeesToBuyers }),
        updatedAt: now,
      })
      .where(eq(events.id, event.id))
      .returning()
    if (!row) throw NotFound('EVENT_NOT_FOUND')
    return policyOf(tx, row)
  })
}
