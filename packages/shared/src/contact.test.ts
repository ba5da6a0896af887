import { describe, expect, it } from 'vitest'
import { contactIdentifier, contactKind } from './contact.ts'

describe('reset identifier', () => {
  it('tells e-mail from phone', () => {
    expect(contactKind('rahim@example.com')).toBe('email')
    expect(contactKind('+8801712345678')).toBe('phone')
    expect(contactKind('rahim')).toBeUndefined()
  })

  it('keeps an e-mail as typed, trimmed', () => {
    expect(contactIdentifier.parse(' Rahim@Example.com ')).toBe('Rahim@Example.com')
  })

  it('stores a phone in its normal form', () => {
    expect(contactIdentifier.parse('01712345678')).toBe('+8801712345678')
  })

  it.each(['rahim', '01212345678', 'rahim@example'])('rejects %s with the product’s message', (value) => {
    expect(contactIdentifier.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      'Value is not a valid email address or phone number',
    ])
  })

  it('asks for a value when blank', () => {
    expect(contactIdentifier.safeParse('  ').error?.issues.map((i) => i.message)).toEqual([
      'Value is required',
    ])
  })
})
