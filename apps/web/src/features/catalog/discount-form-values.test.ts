import type { Discount, Ticket } from '@mela/shared/catalog'
import { describe, expect, it } from 'vitest'
import { zodResolver } from '../../lib/zod-form.ts'
import {
  type DiscountFormValues,
  discountableTickets,
  discountCreateSchema,
  discountFormValues,
  discountUpdateSchema,
  expiryPassed,
  toDiscountUpdate,
} from './discount-form-values.ts'

const EVENT = '11111111-1111-4111-8111-111111111111'
const NOW = new Date('2030-01-10T12:00:00Z')
const create = zodResolver<DiscountFormValues>(discountCreateSchema(NOW))
const filled = (change: Partial<DiscountFormValues> = {}): DiscountFormValues => ({
  ...discountFormValues(EVENT),
  Amount: 50,
  MaxUses: 10,
  ...change,
})
const discount: Discount = {
  ID: '22222222-2222-4222-8222-222222222222',
  EventID: EVENT,
  Code: 'EID50',
  DiscountType: 'amount',
  Description: null,
  Amount: 50,
  MaxUses: 10,
  Used: 2,
  ExpiresAt: '2030-01-01T00:00:00.000Z',
  TicketIds: [],
  MinTickets: 0,
  Tickets: [],
}

describe('discount form rules (product §5)', () => {
  it('takes a blank code (a random one is made) but not a long or odd one', () => {
    expect(create(filled())).toEqual({})
    expect(create(filled({ Code: 'A'.repeat(17) })).Code).toBe('The maximum length allowed is 16')
    expect(create(filled({ Code: 'EID-50' })).Code).toBe('The value must be alpha-numeric')
  })

  it('wants an amount above zero, and a percentage of at most 100', () => {
    expect(create(filled({ Amount: 0 })).Amount).toBe('Amount must be greater than zero')
    expect(create(filled({ DiscountType: 'percentage', Amount: 101 })).Amount).toBe(
      'Percentage must be less than or equal to 100',
    )
    expect(create(filled({ DiscountType: 'amount', Amount: 101 }))).toEqual({})
  })

  it('requires whole maximum uses of at least 1 and minimum tickets of at least 0', () => {
    expect(create(filled({ MaxUses: '' })).MaxUses).toBe('Value is required')
    expect(create(filled({ MaxUses: 0 })).MaxUses).toBe('The minimum value allowed is 1')
    expect(create(filled({ MaxUses: 1.5 })).MaxUses).toBe('Value is not an integer')
    expect(create(filled({ MinTickets: -1 })).MinTickets).toBe('The minimum value allowed is 0')
  })

  it('refuses an expiry in the past; blank means none', () => {
    expect(create(filled({ ExpiresAt: '2030-01-09T00:00:00.000Z' })).ExpiresAt).toBe(
      'Expiry date must be in the future',
    )
    expect(create(filled({ ExpiresAt: '2030-02-01T00:00:00.000Z' }))).toEqual({})
  })

  it('offers only paid tickets as applicable tickets', () => {
    const ticket = (Price: number) => ({ Price }) as Ticket
    expect(discountableTickets([ticket(0), ticket(200)])).toEqual([ticket(200)])
  })
})

describe('discount update', () => {
  const update = zodResolver<DiscountFormValues>(discountUpdateSchema(discount, NOW))
  const values = discountFormValues(EVENT, discount)

  it('refuses to decrease the maximum uses', () => {
    expect(update({ ...values, MaxUses: 9 })).toEqual({ MaxUses: 'Maximum uses cannot be decreased' })
    expect(update({ ...values, MaxUses: 20 })).toEqual({})
  })

  it('keeps a passed expiry as it is, and disables its field', () => {
    expect(expiryPassed(discount, NOW)).toBe(true)
    expect(expiryPassed({ ExpiresAt: null }, NOW)).toBe(false)
    expect(update(values)).toEqual({})
    expect(toDiscountUpdate(values)).toEqual({ MaxUses: 10, ExpiresAt: discount.ExpiresAt })
  })

  it('refuses to move a future expiry into the past', () => {
    const open = discountUpdateSchema({ ...discount, ExpiresAt: '2030-03-01T00:00:00.000Z' }, NOW)
    const errors = zodResolver<DiscountFormValues>(open)({ ...values, ExpiresAt: '2030-01-05T00:00:00.000Z' })
    expect(errors).toEqual({ ExpiresAt: 'Expiry date must be in the future' })
  })
})
