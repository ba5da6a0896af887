import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { newPasswordDiffers } from './password.ts'
import { bangladeshPhone } from './phone.ts'
import {
  alphanumeric,
  anyOf,
  blankAsMissing,
  capitalizeFirst,
  email,
  equalTo,
  fieldErrors,
  integer,
  isEmail,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  optionalText,
  requiredIf,
  requiredText,
  url,
} from './validation.ts'

// The messages of every issue, in order; empty when the value is accepted.
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('requiredText', () => {
  it('trims the value', () => {
    expect(requiredText().parse('  Dhaka Fest  ')).toBe('Dhaka Fest')
  })

  it.each([
    ['empty', ''],
    ['whitespace', '   '],
    ['undefined', undefined],
    ['null', null],
  ])('says "Value is required" for %s, and nothing else', (_, value) => {
    expect(problems(requiredText(minLength(5)), value)).toEqual(['Value is required'])
  })

  it('runs its checks on the trimmed value', () => {
    expect(problems(requiredText(maxLength(3)), ' abcd ')).toEqual(['The maximum length allowed is 3'])
    expect(requiredText(maxLength(3)).parse(' abc ')).toBe('abc')
  })

  it('says "Value is required" for a missing object field', () => {
    const Login = z.object({ Username: requiredText(), Password: requiredText() })
    expect(fieldErrors(Login.safeParse({}).error ?? { issues: [] })).toEqual({
      Username: 'Value is required',
      Password: 'Value is required',
    })
  })
})

describe('optionalText', () => {
  it.each([[''], ['   '], [undefined], [null]])('reads %j as absent', (value) => {
    expect(optionalText(minLength(5)).parse(value)).toBeUndefined()
  })

  it('trims and checks a given value', () => {
    expect(optionalText(maxLength(5)).parse(' hello ')).toBe('hello')
    expect(problems(optionalText(minLength(5)), 'abc')).toEqual([
      'This field should be at least 5 characters long',
    ])
  })

  it('lets an object field be left out', () => {
    expect(z.object({ Note: optionalText() }).parse({})).toEqual({})
  })
})

describe('string checks', () => {
  it('alphanumeric accepts letters and digits only', () => {
    expect(problems(requiredText(alphanumeric()), 'EARLY2025')).toEqual([])
    expect(problems(requiredText(alphanumeric()), 'early-bird')).toEqual(['The value must be alpha-numeric'])
  })

  it.each(['rahim@example.com', 'a.b+tickets@mela.com.bd'])('email accepts %s', (value) => {
    expect(problems(requiredText(email()), value)).toEqual([])
    expect(isEmail(value)).toBe(true)
  })

  it.each(['rahim', 'rahim@', '@example.com', 'rahim@example', 'ra him@example.com'])(
    'email rejects %s',
    (value) => {
      expect(problems(requiredText(email()), value)).toEqual(['Value is not a valid email address'])
      expect(isEmail(value)).toBe(false)
    },
  )

  it.each(['https://mela.com.bd/e/1', 'http://www.facebook.com/dhakafest?ref=1'])(
    'url accepts %s',
    (value) => {
      expect(problems(requiredText(url()), value)).toEqual([])
    },
  )

  it.each([
    'mela.com.bd',
    'ftp://mela.com.bd',
    'javascript:alert(1)',
    'https://mela com',
    'http://localhost',
  ])('url rejects %s', (value) => {
    expect(problems(requiredText(url()), value)).toEqual(['The value is not a valid URL address'])
  })

  it('minLength and maxLength name their bound', () => {
    expect(problems(requiredText(minLength(5)), 'abcd')).toEqual([
      'This field should be at least 5 characters long',
    ])
    expect(problems(requiredText(maxLength(250)), 'x'.repeat(251))).toEqual([
      'The maximum length allowed is 250',
    ])
    expect(problems(requiredText(minLength(5), maxLength(250)), 'x'.repeat(250))).toEqual([])
  })
})

describe('numeric and integer', () => {
  it('accepts numbers and numeric text, giving numbers', () => {
    expect(numeric().parse(12.5)).toBe(12.5)
    expect(numeric().parse(' 12.5 ')).toBe(12.5)
    expect(numeric().parse('-3')).toBe(-3)
    expect(integer().parse('42')).toBe(42)
  })

  it.each([['abc'], ['12abc'], ['1e'], [true], [{}], [Number.POSITIVE_INFINITY]])(
    'rejects %j as not numeric',
    (value) => {
      expect(problems(numeric(), value)).toEqual(['Value must be numeric'])
    },
  )

  it.each([[''], ['  '], [undefined], [null], [Number.NaN]])('says "Value is required" for %j', (value) => {
    expect(problems(integer(minValue(1)), value)).toEqual(['Value is required'])
  })

  it('integer rejects fractions', () => {
    expect(problems(integer(), 2.5)).toEqual(['Value is not an integer'])
    expect(problems(integer(minValue(1)), '0.5')).toEqual(['Value is not an integer'])
  })

  it('minValue and maxValue name their bound and include it', () => {
    const capacity = integer(minValue(1), maxValue(100))
    expect(problems(capacity, 0)).toEqual(['The minimum value allowed is 1'])
    expect(problems(capacity, 101)).toEqual(['The maximum value allowed is 100'])
    expect(capacity.parse(1)).toBe(1)
    expect(capacity.parse(100)).toBe(100)
  })

  it('blankAsMissing makes a numeric field optional', () => {
    const limitPerUser = blankAsMissing(integer(minValue(1)))
    expect(limitPerUser.parse('')).toBeUndefined()
    expect(limitPerUser.parse(undefined)).toBeUndefined()
    expect(limitPerUser.parse('3')).toBe(3)
    expect(problems(limitPerUser, 0)).toEqual(['The minimum value allowed is 1'])
  })
})

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

describe('anyOf', () => {
  const idOrCode = anyOf(requiredText(z.uuid()), requiredText(alphanumeric(), maxLength(4)))

  it('takes the value of the first schema that accepts it', () => {
    expect(idOrCode.parse(' AB12 ')).toBe('AB12')
    expect(idOrCode.parse('6f1c2a9e-0d3b-4c55-9a8e-2b7f4d1e6c3a')).toBe(
      '6f1c2a9e-0d3b-4c55-9a8e-2b7f4d1e6c3a',
    )
  })

  it('gives the or-message when none accepts it', () => {
    expect(problems(idOrCode, 'ABCDE')).toEqual(['The value does not match any of the provided validators'])
    expect(problems(idOrCode, 42)).toEqual(['The value does not match any of the provided validators'])
  })
})

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
