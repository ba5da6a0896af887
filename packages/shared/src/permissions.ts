import { isSuperuser } from './constants.ts'

/** Permission slugs, as the server's DefaultPermission and OverridePermission maps name them. */
export const PERMISSIONS = [
  'event_create',
  'event_edit',
  'event_delete',
  'event_publish',
  'ticket_view',
  'ticket_manage',
  'discount_view',
  'discount_manage',
  'collectible_view',
  'collectible_manage',
  'redemption_create',
  'purchase_create_on_behalf',
  'purchase_view',
  'purchase_refund',
  'own_sales_list',
  'guest_list_view',
  'guest_manage',
  'bulk_message_manage',
  'account_edit',
  'organizer_manage',
  'role_manage',
  'bank_account_manage',
  'claim_manage',
  'performer_manage',
  'sales_analytics_view',
  'checkin',
] as const
export type Permission = (typeof PERMISSIONS)[number]

export const ROLES = ['owner', 'organizer', 'collaborator'] as const
/** A built-in role, or a custom one of an organization with HasCustomRoles. */
export type Role = (typeof ROLES)[number] | (string & {})

/** Reserved for the owner: money leaving the organization and changes to its team. */
const OWNER_ONLY: readonly Permission[] = [
  'organizer_manage',
  'role_manage',
  'bank_account_manage',
  'claim_manage',
  'purchase_refund',
]

/** The door and front-desk set: see what is on sale, sell for cash, redeem, check in. */
const COLLABORATOR: readonly Permission[] = [
  'ticket_view',
  'discount_view',
  'collectible_view',
  'redemption_create',
  'purchase_create_on_behalf',
  'purchase_view',
  'own_sales_list',
  'guest_list_view',
  'checkin',
]

// Organizers run the events (everything but OWNER_ONLY); an account's OverridePermission can widen that.
function holders(permission: Permission): Role[] {
  const roles: Role[] = ['owner']
  if (!OWNER_ONLY.includes(permission)) roles.push('organizer')
  if (COLLABORATOR.includes(permission)) roles.push('collaborator')
  return roles
}

/** The built-in DefaultPermission: permission → roles holding it. */
export const DEFAULT_PERMISSION = Object.fromEntries(
  PERMISSIONS.map((permission) => [permission, holders(permission)]),
) as Record<Permission, Role[]>

export type RoleMap = Record<string, string[]>

/** GET /account/permission: defaults, and per-account overrides keyed by account ID. */
export type PermissionData = {
  DefaultPermission: RoleMap
  OverridePermission: Record<string, RoleMap>
}

/** GET /account/organizer/role: the user's role in each account. */
export type OrganizationRole = { AccountID: string; Role: Role }

export type PermissionContext = {
  defaultPermission: RoleMap | null | undefined
  overridePermission?: Record<string, RoleMap> | null
  roles: readonly OrganizationRole[]
}

// product §6: superuser always; the owner always; else the user's role in the account must be in the account's non-empty
// override list for `permission`, or failing that in the default list. Throws before defaults are loaded.
export function hasPermission(
  { defaultPermission, overridePermission, roles }: PermissionContext,
  accountId: string,
  permission: string,
  username?: string | null,
): boolean {
  if (isSuperuser(username)) return true
  if (!defaultPermission) throw new Error('defaultPermission is not set')
  const role = roles.find((entry) => entry.AccountID === accountId)?.Role
  if (role === undefined) return false
  // The owner holds every permission of their organization: no override can lock them out.
  if (role === 'owner') return true
  const override = overridePermission?.[accountId]?.[permission]
  const allowed = override && override.length > 0 ? override : (defaultPermission[permission] ?? [])
  return allowed.includes(role)
}
