import { describe, expect, it } from 'vitest'
import { auditTargetText } from './audit-target.ts'

const ID = '1a2b3c4d-1111-4111-8111-111111111111'

describe('an audit target as the log shows it', () => {
  it('is its kind and its name where it has one', () => {
    expect(auditTargetText({ TargetType: 'user', TargetID: ID, TargetName: 'karim' }, 'User')).toBe(
      'User: karim',
    )
  })

  it('is its kind and a short ID otherwise (the whole ID goes in the tooltip)', () => {
    expect(auditTargetText({ TargetType: 'purchase', TargetID: ID, TargetName: null }, 'Purchase')).toBe(
      'Purchase 1a2b3c4d',
    )
  })
})
