import type { PurchaseItem } from '@mela/shared/purchase'
import { describe, expect, it } from 'vitest'
import { seatsStillTheirs } from './seats-still-theirs.ts'

const seat = (change: Partial<PurchaseItem> = {}) =>
  ({ TransferredAt: null, RefundedAt: null, ...change }) as PurchaseItem

describe('seatsStillTheirs', () => {
  it('counts neither a seat passed on nor a refunded one among the holder’s, and says how many were passed on', () => {
    const at = '2026-05-01T10:00:00+06:00'
    expect(
      seatsStillTheirs({ Items: [seat(), seat({ TransferredAt: at }), seat({ RefundedAt: at }), seat()] }),
    ).toEqual({
      held: 2,
      passedOn: 1,
    })
    expect(seatsStillTheirs({ Items: [seat({ TransferredAt: at })] })).toEqual({ held: 0, passedOn: 1 })
  })
})
