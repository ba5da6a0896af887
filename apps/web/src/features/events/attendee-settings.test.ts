import { QUEUE_OFF_SETTINGS } from '@mela/shared/queue'
import { describe, expect, it } from 'vitest'
import { attendeeErrors, attendeeSettings, toPolicyInput } from './attendee-settings.ts'

const TZ = 'Asia/Dhaka'
const ENDS = '2026-12-20T23:00'

describe('attendee settings in the event form', () => {
  it('shows the saved policy on the organizer’s clock, and a new event as the server starts it', () => {
    expect(attendeeSettings(undefined, TZ)).toMatchObject({
      WaitlistEnabled: true,
      TransfersEnabled: true,
      CancelAllowed: false,
    })
    const shown = attendeeSettings(
      {
        WaitlistEnabled: false,
        TransfersEnabled: false,
        TransferDeadline: null,
        CancelDeadline: '2026-12-19T12:00:00.000Z',
        CancelRefundPercent: 0,
        Queue: QUEUE_OFF_SETTINGS,
        AcceptedPayments: ['bkash', 'card'],
        PassFeesToBuyers: true,
      },
      TZ,
    )
    expect(shown).toMatchObject({
      CancelAllowed: true,
      CancelRefundPercent: 0,
      CancelDeadline: '2026-12-19T18:00',
      AcceptedPayments: ['bkash', 'card'],
      PassFeesToBuyers: true,
    })
    expect(attendeeSettings(undefined, TZ).PassFeesToBuyers).toBe(false)
    expect(toPolicyInput(shown, TZ).PassFeesToBuyers).toBe(true)
  })

  it('sends no deadline or refund for a switched-off feature', () => {
    const settings = {
      ...attendeeSettings(undefined, TZ),
      TransfersEnabled: false,
      TransferDeadline: '2026-12-19T18:00',
      CancelDeadline: '2026-12-19T18:00',
      CancelRefundPercent: 50,
    }
    expect(toPolicyInput(settings, TZ)).toEqual({
      WaitlistEnabled: true,
      TransfersEnabled: false,
      TransferDeadline: null,
      CancelDeadline: null,
      CancelRefundPercent: null,
      AcceptedPayments: null,
      PassFeesToBuyers: false,
    })
  })

  it('takes every way of paying for a new event, and sends only the ones left ticked', () => {
    const settings = attendeeSettings(undefined, TZ)
    expect(settings.AcceptedPayments).toEqual(['bkash', 'nagad', 'rocket', 'upay', 'card', 'internetbank'])
    // All ticked is "all" (null): a way of paying added to Mela later is taken too.
    expect(toPolicyInput(settings, TZ).AcceptedPayments).toBeNull()
    expect(toPolicyInput({ ...settings, AcceptedPayments: ['card', 'bkash'] }, TZ).AcceptedPayments).toEqual([
      'bkash',
      'card',
    ])
  })

  it('refuses an event that takes no way of paying', () => {
    const none = { ...attendeeSettings(undefined, TZ), AcceptedPayments: [] }
    expect(attendeeErrors(none, ENDS, TZ)).toEqual({
      'Attendees.AcceptedPayments': 'Choose at least one way of paying',
    })
  })

  it('refuses a refund outside 0–100, a missing one, and deadlines after the event ends', () => {
    const base = { ...attendeeSettings(undefined, TZ), CancelAllowed: true }
    expect(attendeeErrors({ ...base, CancelRefundPercent: 101 }, ENDS, TZ)).toEqual({
      'Attendees.CancelRefundPercent': 'The maximum value allowed is 100',
    })
    expect(attendeeErrors({ ...base, CancelRefundPercent: '' }, ENDS, TZ)).toEqual({
      'Attendees.CancelRefundPercent': 'Value is required',
    })
    const late = {
      ...base,
      CancelRefundPercent: 80,
      TransferDeadline: '2026-12-20T23:30',
      CancelDeadline: ENDS,
    }
    expect(attendeeErrors(late, ENDS, TZ)).toEqual({
      'Attendees.TransferDeadline': 'The deadline must be before the event ends',
    })
  })
})
