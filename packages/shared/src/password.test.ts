import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { newPasswordDiffers, passwordStrength } from './password.ts'
import { requiredText } from './validation.ts'

const problems = (value: unknown) =>
  passwordStrength.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('passwordStrength', () => {
  it('accepts 8 characters with lowercase, uppercase and a digit', () => {
    expect(problems('Secret12')).toEqual([])
    expect(passwordStrength.parse(' Secret12 ')).toBe(' Secret12 ')
  })

  it('names every rule that fails', () => {
    expect(problems('Sec1')).toEqual(['This field should be at least 8 characters long'])
    expect(problems('SECRET123')).toEqual(['Password must contain at least one lowercase letter'])
    expect(problems('secret123')).toEqual(['Password must contain at least one uppercase letter'])
    expect(problems('Secretive')).toEqual(['Password must contain at least one digit'])
    expect(problems('abc')).toEqual([
      'This field should be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one digit',
    ])
  })

  it('asks for a value when missing or empty', () => {
    expect(problems('')).toEqual(['Value is required'])
    expect(problems(undefined)).toEqual(['Value is required'])
  })
})

describe('newPasswordDiffers', () => {
  const PasswordModify = z
    .object({ CurrentPassword: requiredText(), Password: passwordStrength })
    .check(newPasswordDiffers())

  it('refuses the current password as the new one', () => {
    const result = PasswordModify.safeParse({ CurrentPassword: 'Secret12', Password: 'Secret12' })
    expect(result.error?.issues).toMatchObject([
      { path: ['Password'], message: 'New password can not be same as current password' },
    ])
  })

  it('accepts a different password', () => {
    expect(PasswordModify.safeParse({ CurrentPassword: 'Secret12', Password: 'Secret13' }).success).toBe(true)
  })

  it('works with other field names', () => {
    const Form = z
      .object({ current: z.string(), next: z.string() })
      .check(newPasswordDiffers('next', 'current'))
    expect(Form.safeParse({ current: 'a', next: 'a' }).error?.issues[0]?.path).toEqual(['next'])
  })
})
