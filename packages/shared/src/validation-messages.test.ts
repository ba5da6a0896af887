// How a refusal reaches the form: one capitalised message per field, keyed by its dotted path, and an issue
// about the whole payload under `message`.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { capitalizeFirst, fieldErrors, requiredText } from './validation.ts'

describe('capitalizeFirst', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalizeFirst('value is required')).toBe('Value is required')
    expect(capitalizeFirst('the value must be equal to the Password value')).toBe(
      'The value must be equal to the Password value',
    )
    expect(capitalizeFirst('')).toBe('')
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per field, capitalised, keyed by the dotted path', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['Username'], message: 'value is required', input: '' },
      { code: 'custom', path: ['Username'], message: 'second message', input: '' },
      {
        code: 'custom',
        path: ['Buyer', 'Phone'],
        message: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
        input: '',
      },
      {
        code: 'custom',
        path: ['Tickets', 0, 'Quantity'],
        message: 'The minimum value allowed is 1',
        input: 0,
      },
    ])
    expect(fieldErrors(error)).toEqual({
      Username: 'Value is required',
      'Buyer.Phone': 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      'Tickets.0.Quantity': 'The minimum value allowed is 1',
    })
  })

  it('keys an issue about the whole payload as message', () => {
    const result = z.object({ Name: requiredText() }).safeParse('not an object')
    expect(Object.keys(fieldErrors(result.error ?? { issues: [] }))).toEqual(['message'])
  })
})
