import { describe, expect, it } from 'vitest'
import { bangladeshPhone, formatPhone, isBangladeshPhone, normalizePhone } from './phone.ts'

describe('Bangladesh mobile numbers', () => {
  it.each([
    '01712345678',
    '+8801712345678',
    '008801712345678',
    '01312345678',
    '01999999999',
    ' 01812345678 ',
  ])('accepts %s', (value) => {
    expect(isBangladeshPhone(value)).toBe(true)
  })

  it.each([
    ['operator digit 2', '01212345678'],
    ['operator digit 0', '01012345678'],
    ['one digit short', '0171234567'],
    ['one digit long', '017123456789'],
    ['+880 without the leading 0', '+8801'],
    ['88 without + or 00', '8801712345678'],
    ['a landline', '0291234567'],
    ['letters', '0171234567a'],
    ['inner spaces', '01712 345678'],
    ['empty', ''],
  ])('rejects %s', (_, value) => {
    expect(isBangladeshPhone(value)).toBe(false)
  })

  it.each(['01712345678', '+8801712345678', '008801712345678'])(
    'normalizes %s to +8801712345678',
    (value) => {
      expect(normalizePhone(value)).toBe('+8801712345678')
      expect(formatPhone(value)).toBe('+8801712345678')
    },
  )

  it('refuses to normalize a number that is not a Bangladesh mobile', () => {
    expect(() => normalizePhone('01212345678')).toThrow(TypeError)
  })

  it('displays a value that is not a phone as given', () => {
    expect(formatPhone('unknown')).toBe('unknown')
  })
})

describe('bangladeshPhone schema', () => {
  it('parses into the stored form', () => {
    expect(bangladeshPhone.parse(' 01712345678 ')).toBe('+8801712345678')
    expect(bangladeshPhone.parse('008801912345678')).toBe('+8801912345678')
  })

  it('reads a number typed with Bengali digits', () => {
    expect(bangladeshPhone.parse('০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678')
    expect(isBangladeshPhone('+৮৮০১৯১২৩৪৫৬৭৮')).toBe(true)
  })

  it('says which rule failed', () => {
    expect(bangladeshPhone.safeParse('01212345678').error?.issues.map((i) => i.message)).toEqual([
      'Value is not a valid phone number: write it as 01XXXXXXXXX',
    ])
    expect(bangladeshPhone.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Value is required'])
  })
})
