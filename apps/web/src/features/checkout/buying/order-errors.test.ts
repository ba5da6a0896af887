import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error.ts'
import { orderErrorsOf } from './order-errors.ts'

describe('a refused purchase', () => {
  it('puts answer and buyer errors on their fields and a code error under the code', () => {
    const error = new ApiError(400, 'x', 'r', {
      'Answers.size': 'Choose one of the options',
      'Buyer.Phone': 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      DiscountCode: 'This discount code has been used up',
    })
    expect(orderErrorsOf(error)).toEqual({
      fields: {
        'Answers.size': 'Choose one of the options',
        'Buyer.Phone': 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      },
      code: 'This discount code has been used up',
      conflict: false,
    })
  })

  it('puts the request for the SMS code on the code field, which then appears', () => {
    const error = new ApiError(400, 'x', 'r', { PhoneCode: 'The code is wrong or has expired' })
    expect(orderErrorsOf(error)).toEqual({
      fields: { PhoneCode: 'The code is wrong or has expired' },
      conflict: false,
    })
  })

  it('shows a conflict above the Pay button and asks for fresh availability', () => {
    const sorted = orderErrorsOf(new ApiError(409, 'Only 1 left of Gallery Regular', 'r'))
    expect(sorted.conflict).toBe(true)
    expect((sorted.alert as ApiError).message).toBe('Only 1 left of Gallery Regular')
  })

  it('shows field errors no field on screen can hold in the alert', () => {
    const sorted = orderErrorsOf(
      new ApiError(400, 'x', 'r', { Tickets: 'This ticket is not on sale for this event' }),
    )
    expect((sorted.alert as ApiError).message).toBe('This ticket is not on sale for this event')
    expect(sorted.fields).toEqual({})
  })
})
