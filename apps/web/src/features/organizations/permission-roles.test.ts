import { DEFAULT_PERMISSION, type PermissionData } from '@mela/shared/permissions'
import { describe, expect, it } from 'vitest'
import { effectiveRoles, rolesAfterToggle, withOverride } from './permission-roles.ts'

const ACCOUNT = 'acc'
const data: PermissionData = {
  DefaultPermission: DEFAULT_PERMISSION,
  OverridePermission: { [ACCOUNT]: { checkin: ['owner', 'usher'], ticket_view: [] } },
}

describe('permission roles', () => {
  it('shows the override when there is one, and the defaults otherwise', () => {
    expect(effectiveRoles(data, ACCOUNT, 'checkin')).toMatchObject({
      roles: ['owner', 'usher'],
      overridden: true,
    })
    expect(effectiveRoles(data, ACCOUNT, 'ticket_view')).toMatchObject({
      roles: ['owner', 'organizer', 'collaborator'],
      overridden: false,
    })
    expect(effectiveRoles(data, 'other', 'role_manage')).toMatchObject({
      roles: ['owner'],
      overridden: false,
    })
  })

  it('grants a custom role a permission on top of the defaults', () => {
    const { roles, defaults } = effectiveRoles(data, ACCOUNT, 'guest_list_view')
    expect(rolesAfterToggle(roles, defaults, 'usher', true)).toEqual([
      'owner',
      'organizer',
      'collaborator',
      'usher',
    ])
  })

  it('saves a choice equal to the defaults as no override', () => {
    const defaults = DEFAULT_PERMISSION.checkin
    expect(
      rolesAfterToggle(['owner', 'organizer', 'collaborator', 'usher'], defaults, 'usher', false),
    ).toEqual([])
  })

  it('never takes a permission away from the owner', () => {
    expect(rolesAfterToggle(['organizer'], ['owner'], 'collaborator', true)).toEqual([
      'organizer',
      'collaborator',
      'owner',
    ])
    expect(rolesAfterToggle(['owner', 'organizer'], ['owner'], 'owner', false)).toEqual([
      'organizer',
      'owner',
    ])
  })

  it('applies a saved choice to the data, and an empty one removes the override', () => {
    const granted = withOverride(data, ACCOUNT, 'event_create', ['owner'])
    expect(effectiveRoles(granted, ACCOUNT, 'event_create')).toMatchObject({
      roles: ['owner'],
      overridden: true,
    })
    const reset = withOverride(granted, ACCOUNT, 'checkin', [])
    expect(reset.OverridePermission[ACCOUNT]).not.toHaveProperty('checkin')
    expect(reset.OverridePermission[ACCOUNT]).toHaveProperty('event_create')
  })
})
