// The field schemas every form and route shares: required and optional text (trimmed, blank read as absent),
// the string checks, numbers and integers with their bounds, and anyOf. Each refusal says it in docs/product.md §5's words.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { problems } from './testing/schema-problems.ts'
import {
  alphanumeric,
  anyOf,
  blankAsMissing,
  email,
  fieldCodes,
  fieldErrors,
  hasForbiddenCharacter,
  integer,
  isEmail,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  optionalText,
  requiredText,
  url,
} from './validation.ts'

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

describe('text PostgreSQL cannot keep', () => {
  it.each([
    ['a NUL', 'Ka\u0000rim'],
    ['a high surrogate alone', 'Z\ud800'],
    ['a low surrogate alone', '\udc00Z'],
    ['a pair the wrong way round', '\ude00\ud83d'],
  ])('is refused in a required or optional text field: %s', (_, value) => {
    expect(hasForbiddenCharacter(value)).toBe(true)
    const Buyer = z.object({ FirstName: requiredText(maxLength(100)), LastName: optionalText() })
    const errors = fieldErrors(Buyer.safeParse({ FirstName: value, LastName: value }).error ?? { issues: [] })
    expect(errors).toEqual({
      FirstName: 'The value contains a character that is not allowed',
      LastName: 'The value contains a character that is not allowed',
    })
    expect(fieldCodes(errors).FirstName).toEqual({ code: 'FORBIDDEN_CHARACTER' })
  })

  it('lets whole surrogate pairs through: emoji and the rest of Unicode beyond the first plane', () => {
    for (const text of ['Zara \ud83d\ude00', '😀', '𝒜𝓃𝒾', 'রিনা']) {
      expect(hasForbiddenCharacter(text)).toBe(false)
      expect(requiredText().parse(text)).toBe(text)
    }
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
