import { describe, expect, it } from 'vitest'
import { DEFAULT_PERMISSION, hasPermission, PERMISSIONS, type PermissionContext } from './permissions.ts'

const DHAKA_FEST = 'account-dhaka-fest'
const CHITTAGONG_LIVE = 'account-chittagong-live'

const roles = [
  { AccountID: DHAKA_FEST, Role: 'collaborator' },
  { AccountID: CHITTAGONG_LIVE, Role: 'organizer' },
]

function context(overridePermission: PermissionContext['overridePermission'] = {}): PermissionContext {
  return { defaultPermission: DEFAULT_PERMISSION, overridePermission, roles }
}

describe('DEFAULT_PERMISSION', () => {
  it('gives the owner every permission', () => {
    for (const permission of PERMISSIONS) expect(DEFAULT_PERMISSION[permission]).toContain('owner')
  })

  it('keeps money-out and team changes with the owner', () => {
    const ownerOnly = PERMISSIONS.filter(
      (permission) => !DEFAULT_PERMISSION[permission].includes('organizer'),
    )
    expect(ownerOnly.sort()).toEqual(
      ['bank_account_manage', 'claim_manage', 'organizer_manage', 'purchase_refund', 'role_manage'].sort(),
    )
  })

  it('gives collaborators the door and front-desk set only', () => {
    const collaborator = PERMISSIONS.filter((permission) =>
      DEFAULT_PERMISSION[permission].includes('collaborator'),
    )
    expect(collaborator.sort()).toEqual(
      [
        'checkin',
        'collectible_view',
        'discount_view',
        'guest_list_view',
        'own_sales_list',
        'purchase_create_on_behalf',
        'purchase_view',
        'redemption_create',
        'ticket_view',
      ].sort(),
    )
  })
})

describe('hasPermission', () => {
  it('decides by the role the user has in that account', () => {
    expect(hasPermission(context(), DHAKA_FEST, 'checkin')).toBe(true)
    expect(hasPermission(context(), DHAKA_FEST, 'ticket_manage')).toBe(false)
    expect(hasPermission(context(), CHITTAGONG_LIVE, 'ticket_manage')).toBe(true)
    expect(hasPermission(context(), CHITTAGONG_LIVE, 'claim_manage')).toBe(false)
  })

  it('refuses an account the user has no role in', () => {
    expect(hasPermission(context(), 'account-elsewhere', 'ticket_view')).toBe(false)
  })

  it('refuses a permission nobody holds by default', () => {
    expect(hasPermission(context(), CHITTAGONG_LIVE, 'unknown_permission')).toBe(false)
  })

  it('lets a non-empty override list decide, for that account only', () => {
    const overrides = { [DHAKA_FEST]: { ticket_manage: ['collaborator'], checkin: ['organizer'] } }
    expect(hasPermission(context(overrides), DHAKA_FEST, 'ticket_manage')).toBe(true)
    expect(hasPermission(context(overrides), DHAKA_FEST, 'checkin')).toBe(false)
    expect(hasPermission(context(overrides), CHITTAGONG_LIVE, 'checkin')).toBe(true)
  })

  it('falls back to the defaults when the override list is empty', () => {
    const overrides = { [DHAKA_FEST]: { checkin: [], ticket_manage: [] } }
    expect(hasPermission(context(overrides), DHAKA_FEST, 'checkin')).toBe(true)
    expect(hasPermission(context(overrides), DHAKA_FEST, 'ticket_manage')).toBe(false)
  })

  it('works without any overrides loaded', () => {
    expect(hasPermission(context(null), DHAKA_FEST, 'checkin')).toBe(true)
  })

  it('matches custom roles through the maps', () => {
    const custom: PermissionContext = {
      defaultPermission: { guest_manage: ['owner', 'usher-lead'] },
      roles: [{ AccountID: DHAKA_FEST, Role: 'usher-lead' }],
    }
    expect(hasPermission(custom, DHAKA_FEST, 'guest_manage')).toBe(true)
    expect(hasPermission(custom, DHAKA_FEST, 'event_edit')).toBe(false)
  })

  it.each(['superuser', 'SuperUser'])('allows %s everything, even without a role', (username) => {
    expect(hasPermission(context(), 'account-elsewhere', 'claim_manage', username)).toBe(true)
    expect(hasPermission({ defaultPermission: null, roles: [] }, DHAKA_FEST, 'role_manage', username)).toBe(
      true,
    )
  })

  it('does not treat other usernames as superuser', () => {
    expect(hasPermission(context(), 'account-elsewhere', 'claim_manage', 'rahim')).toBe(false)
  })

  it.each([null, undefined])('fails when the defaults are %s', (defaultPermission) => {
    expect(() => hasPermission({ defaultPermission, roles }, DHAKA_FEST, 'checkin', 'rahim')).toThrow(
      'defaultPermission is not set',
    )
  })
})
