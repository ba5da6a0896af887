// Checks across fields (equalTo, requiredIf, newPasswordDiffers): each puts its message on the field it
// concerns, and still reports when another field of the form fails, so a form shows every mistake at once.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { newPasswordDiffers } from './password.ts'
import { bangladeshPhone } from './phone.ts'
import { problems } from './testing/schema-problems.ts'
import {
  blankAsMissing,
  equalTo,
  fieldErrors,
  integer,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  optionalText,
  requiredIf,
  requiredText,
} from './validation.ts'

describe('equalTo', () => {
  const Register = z
    .object({ FirstName: requiredText(), Password: requiredText(), ConfirmPassword: requiredText() })
    .check(equalTo('ConfirmPassword', 'Password'))

  it('puts a mismatch on the confirming field, naming the other', () => {
    const result = Register.safeParse({
      FirstName: 'Rahim',
      Password: 'Secret123',
      ConfirmPassword: 'Secret124',
    })
    expect(result.error?.issues).toMatchObject([
      { path: ['ConfirmPassword'], message: 'The value must be equal to the Password value' },
    ])
  })

  it('reports alongside the errors of other fields', () => {
    const result = Register.safeParse({ Password: 'Secret123', ConfirmPassword: 'x' })
    expect(fieldErrors(result.error ?? { issues: [] })).toEqual({
      FirstName: 'Value is required',
      ConfirmPassword: 'The value must be equal to the Password value',
    })
  })

  it('accepts equal values and leaves a blank one to the required check', () => {
    expect(Register.safeParse({ FirstName: 'R', Password: 'a', ConfirmPassword: 'a' }).success).toBe(true)
    const result = Register.safeParse({ FirstName: 'R', Password: 'a', ConfirmPassword: '' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Value is required'])
  })

  it('uses the display name when given', () => {
    const Form = z.object({ a: z.string(), b: z.string() }).check(equalTo('b', 'a', 'New password'))
    expect(problems(Form, { a: 'x', b: 'y' })).toEqual(['The value must be equal to the New password value'])
  })
})

describe('requiredIf', () => {
  const PasswordModify = z
    .object({ Update: z.boolean(), CurrentPassword: optionalText() })
    .check(requiredIf('CurrentPassword', (data) => data.Update))

  it('requires the field when the predicate holds', () => {
    expect(PasswordModify.safeParse({ Update: true, CurrentPassword: ' ' }).error?.issues).toMatchObject([
      { path: ['CurrentPassword'], message: 'The value is required' },
    ])
    expect(PasswordModify.safeParse({ Update: true, CurrentPassword: 'old' }).success).toBe(true)
  })

  it('lets the field be blank otherwise', () => {
    expect(PasswordModify.parse({ Update: false })).toEqual({ Update: false })
  })
})

describe('cross-field checks when a field fails', () => {
  // Each field schema with a value it refuses, and the message it gives.
  const failingFields: [string, z.ZodType, unknown, string][] = [
    ['requiredText, blank', requiredText(), ' ', 'Value is required'],
    ['optionalText, too long', optionalText(maxLength(3)), 'abcd', 'The maximum length allowed is 3'],
    [
      'optionalText, an aborting check',
      optionalText(z.regex(/^\d+$/, { error: 'Digits only', abort: true }), maxLength(3)),
      'abcd',
      'Digits only',
    ],
    [
      'blankAsMissing(bangladeshPhone)',
      blankAsMissing(bangladeshPhone),
      '01212345678',
      'Value is not a valid phone number: write it as 01XXXXXXXXX',
    ],
    [
      'bangladeshPhone',
      bangladeshPhone,
      '12345',
      'Value is not a valid phone number: write it as 01XXXXXXXXX',
    ],
    ['numeric, not a number', numeric(), 'abc', 'Value must be numeric'],
    ['numeric, out of range', numeric(maxValue(10)), '11', 'The maximum value allowed is 10'],
    ['integer, a fraction', integer(minValue(1)), '2.5', 'Value is not an integer'],
    ['blankAsMissing(integer)', blankAsMissing(integer(minValue(1))), '0', 'The minimum value allowed is 1'],
  ]

  it.each(failingFields)('equalTo still reports beside a failing %s', (_, field, value, message) => {
    const Form = z
      .object({ Field: field, Password: z.string(), ConfirmPassword: z.string() })
      .check(equalTo('ConfirmPassword', 'Password'))
    const result = Form.safeParse({ Field: value, Password: 'Secret123', ConfirmPassword: 'other' })
    expect(fieldErrors(result.error ?? { issues: [] })).toEqual({
      Field: message,
      ConfirmPassword: 'The value must be equal to the Password value',
    })
  })

  it.each(failingFields)('requiredIf still reports beside a failing %s', (_, field, value, message) => {
    const Form = z
      .object({ Field: field, Update: z.boolean(), CurrentPassword: optionalText() })
      .check(requiredIf('CurrentPassword', (data) => data.Update))
    const result = Form.safeParse({ Field: value, Update: true })
    expect(fieldErrors(result.error ?? { issues: [] })).toEqual({
      Field: message,
      CurrentPassword: 'The value is required',
    })
  })

  it('newPasswordDiffers still reports beside a failing phone', () => {
    const Form = z
      .object({ Phone: blankAsMissing(bangladeshPhone), CurrentPassword: z.string(), Password: z.string() })
      .check(newPasswordDiffers())
    const result = Form.safeParse({ Phone: '01212345678', CurrentPassword: 'Secret12', Password: 'Secret12' })
    expect(fieldErrors(result.error ?? { issues: [] })).toEqual({
      Phone: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      Password: 'New password can not be same as current password',
    })
  })

  it('runs in async parsing too', async () => {
    const Form = z
      .object({ Phone: blankAsMissing(bangladeshPhone), a: z.string(), b: z.string() })
      .check(equalTo('b', 'a'))
    const result = await Form.safeParseAsync({ Phone: '01212345678', a: 'x', b: 'y' })
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['Phone'], ['b']])
  })

  it('still stops the object checks that do not run on failed fields', () => {
    let ran = false
    const Form = z
      .object({ Name: requiredText(), a: z.string(), b: z.string() })
      .check(equalTo('b', 'a'))
      .refine(() => {
        ran = true
        return true
      })
    expect(problems(Form, { Name: '', a: 'x', b: 'y' })).toEqual([
      'Value is required',
      'The value must be equal to the a value',
    ])
    expect(ran).toBe(false)
  })

  it('keeps a failing field from running its own later checks', () => {
    const Form = z.object({ Name: requiredText(minLength(3)), a: z.string() }).check(equalTo('a', 'a'))
    expect(problems(Form, { Name: ' ', a: 'x' })).toEqual(['Value is required'])
  })
})
