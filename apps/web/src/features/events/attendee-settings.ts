import { said } from '@mela/shared/error-codes'
import { PAYMENT_OPTIONS, type PaymentOption } from '@mela/shared/payment-options'
import { QUEUE_OFF_SETTINGS } from '@mela/shared/queue'
import { fieldErrors } from '@mela/shared/validation'
import { type AttendeePolicy, AttendeePolicyInput } from '@mela/shared/waitlist'
import { fromWallClock, toWallClock } from '../../lib/wall-clock.ts'

/** What buyers may do, as the event form holds it: switches, wall-clock deadlines, '' for none. */
export type AttendeeSettings = {
  WaitlistEnabled: boolean
  TransfersEnabled: boolean
  TransferDeadline: string
  /** Self-service cancellation: off is a blank refund percentage on the server. */
  CancelAllowed: boolean
  CancelDeadline: string
  CancelRefundPercent: number | string
  /** The ways of paying buyers may choose at checkout (every one unless the organizer chose some). */
  AcceptedPayments: PaymentOption[]
  /** Buyers pay each way of paying's fee on top of the price (off unless the organizer turns it on). */
  PassFeesToBuyers: boolean
}

// A new event starts as the server does: waiting list and transfers on, no self-service cancellation.
const NEW_EVENT: AttendeePolicy = {
  WaitlistEnabled: true,
  TransfersEnabled: true,
  TransferDeadline: null,
  CancelDeadline: null,
  CancelRefundPercent: null,
  Queue: QUEUE_OFF_SETTINGS,
  AcceptedPayments: [...PAYMENT_OPTIONS],
  PassFeesToBuyers: false,
}

export function attendeeSettings(policy: AttendeePolicy | undefined, timeZone: string): AttendeeSettings {
  const from = policy ?? NEW_EVENT
  return {
    WaitlistEnabled: from.WaitlistEnabled,
    TransfersEnabled: from.TransfersEnabled,
    TransferDeadline: toWallClock(from.TransferDeadline, timeZone),
    CancelAllowed: from.CancelRefundPercent !== null,
    CancelDeadline: toWallClock(from.CancelDeadline, timeZone),
    CancelRefundPercent: from.CancelRefundPercent ?? '',
    AcceptedPayments: from.AcceptedPayments,
    PassFeesToBuyers: from.PassFeesToBuyers,
  }
}

/** The PUT /event/{id}/attendee-policy body: a switched-off feature sends no deadline of its own. */
export function toPolicyInput(
  settings: AttendeeSettings,
  timeZone: string,
): Record<keyof AttendeePolicyInput, unknown> {
  const deadline = (on: boolean, wallClock: string) => (on && fromWallClock(wallClock, timeZone)) || null
  return {
    WaitlistEnabled: settings.WaitlistEnabled,
    TransfersEnabled: settings.TransfersEnabled,
    TransferDeadline: deadline(settings.TransfersEnabled, settings.TransferDeadline),
    CancelDeadline: deadline(settings.CancelAllowed, settings.CancelDeadline),
    CancelRefundPercent: settings.CancelAllowed
      ? settings.CancelRefundPercent === ''
        ? undefined
        : Number(settings.CancelRefundPercent)
      : null,
    // The queue is set on the event's attendee page, not in this form: left out, it stays as it is.
    Queue: undefined,
    // Every one ticked is sent as null, "all": a way of paying Mela adds later is then taken too.
    AcceptedPayments: PAYMENT_OPTIONS.every((option) => settings.AcceptedPayments.includes(option))
      ? null
      : PAYMENT_OPTIONS.filter((option) => settings.AcceptedPayments.includes(option)),
    PassFeesToBuyers: settings.PassFeesToBuyers,
  }
}

/**
 * The section's errors, keyed by form path ('Attendees.CancelRefundPercent'): the shared schema's checks
 * (0–100), a refund percentage when cancelling is allowed, and no deadline after the event ends.
 */
export function attendeeErrors(settings: AttendeeSettings, endsAt: string, timeZone: string) {
  const input = toPolicyInput(settings, timeZone)
  const errors: Record<string, string> = {}
  const parsed = AttendeePolicyInput.safeParse(input)
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error))
  if (settings.CancelAllowed && input.CancelRefundPercent === undefined)
    errors.CancelRefundPercent = said('REQUIRED')
  const end = fromWallClock(endsAt, timeZone)
  for (const field of ['TransferDeadline', 'CancelDeadline'] as const) {
    const value = input[field]
    if (end && typeof value === 'string' && value > end) errors[field] ??= said('DEADLINE_AFTER_EVENT')
  }
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [`Attendees.${field}`, text]))
}
