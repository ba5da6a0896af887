import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PasswordChangeInput, ProfileInput, RegisterInput } from './identity.ts'
import { fieldErrors } from './validation.ts'

const errors = (schema: z.ZodType, value: unknown) =>
  fieldErrors(schema.safeParse(value).error ?? { issues: [] })

describe('RegisterInput', () => {
  const valid = {
    FirstName: 'Rahim',
    Username: 'rahim',
    Password: 'Secret123',
    ConfirmPassword: 'Secret123',
  }

  it('accepts a valid registration, storing the phone in its one form', () => {
    expect(RegisterInput.parse({ ...valid, Phone: '01712345678', Email: '' })).toEqual({
      ...valid,
      Phone: '+8801712345678',
    })
  })

  it('reports Phone, Password and ConfirmPassword errors together', () => {
    const input = {
      FirstName: 'a',
      Username: 'b',
      Phone: '01212345678',
      Password: 'short',
      ConfirmPassword: 'other',
    }
    expect(errors(RegisterInput, input)).toEqual({
      Phone: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      Password: 'This field should be at least 8 characters long',
      ConfirmPassword: 'The value must be equal to the Password value',
    })
  })

  it('reports a mismatched confirmation beside blank required fields', () => {
    const input = {
      FirstName: ' ',
      Username: '',
      Email: 'not-an-email',
      Password: 'short',
      ConfirmPassword: 'x',
    }
    expect(errors(RegisterInput, input)).toEqual({
      FirstName: 'Value is required',
      Username: 'Value is required',
      Email: 'Value is not a valid email address',
      Password: 'This field should be at least 8 characters long',
      ConfirmPassword: 'The value must be equal to the Password value',
    })
  })

  it('leaves a blank confirmation to the required check', () => {
    expect(errors(RegisterInput, { ...valid, ConfirmPassword: '' })).toEqual({
      ConfirmPassword: 'Value is required',
    })
  })
})

describe('PasswordChangeInput', () => {
  it('reports the reused password beside a blank confirmation', () => {
    const input = { CurrentPassword: 'Secret123', Password: 'Secret123', ConfirmPassword: '' }
    expect(errors(PasswordChangeInput, input)).toEqual({
      Password: 'New password can not be same as current password',
      ConfirmPassword: 'Value is required',
    })
  })
})

describe('JSON Schema', () => {
  it.each([
    ['RegisterInput', RegisterInput],
    ['PasswordChangeInput', PasswordChangeInput],
    ['ProfileInput', ProfileInput],
  ])('converts %s for OpenAPI', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow()
  })
})
