import type { AttendeePolicy, AttendeePolicyInput } from '@mela/shared/waitlist'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { events } from '../../db/schema.ts'
import { FieldErrors, NotFound } from '../../lib/errors.ts'

type EventRow = typeof events.$inferSelect

/** What the event allows its buyers: a waiting list, transfers, cancelling, and until when. */
export const policyOf = (event: EventRow): AttendeePolicy => ({
  WaitlistEnabled: event.waitlistEnabled,
  TransfersEnabled: event.transfersEnabled,
  TransferDeadline: event.transferDeadline?.toISOString() ?? null,
  CancelDeadline: event.cancelDeadline?.toISOString() ?? null,
  CancelRefundPercent: event.cancelRefundPercent,
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

/** Switches the event's waiting list and transfers and sets its deadlines and cancellation refund. */
export async function setAttendeePolicy(
  db: Db,
  event: Pick<EventRow, 'id' | 'endsAt'>,
  body: AttendeePolicyInput,
  now = new Date(),
): Promise<AttendeePolicy> {
  refuseDeadlinesAfter(event.endsAt, body)
  const [row] = await db
    .update(events)
    .set({
      waitlistEnabled: body.WaitlistEnabled,
      transfersEnabled: body.TransfersEnabled,
      transferDeadline: body.TransferDeadline ? new Date(body.TransferDeadline) : null,
      cancelDeadline: body.CancelDeadline ? new Date(body.CancelDeadline) : null,
      cancelRefundPercent: body.CancelRefundPercent ?? null,
      updatedAt: now,
    })
    .where(eq(events.id, event.id))
    .returning()
  if (!row) throw NotFound('EVENT_NOT_FOUND')
  return policyOf(row)
}
