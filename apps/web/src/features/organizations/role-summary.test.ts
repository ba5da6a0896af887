import { DEFAULT_PERMISSION } from '@mela/shared/permissions'
import { describe, expect, it } from 'vitest'
import { roleAreas } from './role-summary.ts'

const holders = (permission: string) =>
  DEFAULT_PERMISSION[permission as keyof typeof DEFAULT_PERMISSION] ?? []

describe('what a role may do, from the permission table', () => {
  it('gives a collaborator the counter, the purchases and the door', () => {
    expect(roleAreas('collaborator', holders)).toEqual(['sell', 'purchases', 'checkin'])
  })

  it('gives an organizer the events but not the team, the payouts or refunds', () => {
    const areas = roleAreas('organizer', holders)
    expect(areas).toContain('events')
    expect(areas).toContain('messages')
    expect(areas).not.toContain('team')
    expect(areas).not.toContain('payouts')
    expect(areas).not.toContain('refunds')
  })

  it('follows an organization’s own table: a custom role holding only check-in', () => {
    expect(
      roleAreas('usher', (permission) => (permission === 'checkin' ? ['owner', 'usher'] : ['owner'])),
    ).toEqual(['checkin'])
  })
})
