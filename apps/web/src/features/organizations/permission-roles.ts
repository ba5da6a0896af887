import type { PermissionData } from '@mela/shared/permissions'

/** Roles holding `permission` in the organization: its override when non-empty, else the defaults (product §6). */
export function effectiveRoles(data: PermissionData, accountId: string, permission: string) {
  const defaults = data.DefaultPermission[permission] ?? []
  const override = data.OverridePermission[accountId]?.[permission]
  const overridden = Boolean(override && override.length > 0)
  return { roles: overridden && override ? override : defaults, defaults, overridden }
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role))

/**
 * The override to save after ticking or clearing one role. The owner always stays in, so nobody can
 * take the owner's own keys away; a choice equal to the defaults is saved as "no override" (empty).
 */
export function rolesAfterToggle(
  current: readonly string[],
  defaults: readonly string[],
  role: string,
  on: boolean,
) {
  const next = new Set(current.filter((held) => held !== role))
  if (on) next.add(role)
  next.add('owner')
  const roles = [...next]
  return sameRoles(roles, defaults) ? [] : roles
}

/** Permission data as it will be once `roles` is saved for the permission (empty: back to defaults). */
export function withOverride<T extends PermissionData>(
  data: T,
  accountId: string,
  permission: string,
  roles: string[],
): T {
  const { [permission]: _dropped, ...others } = data.OverridePermission[accountId] ?? {}
  const account = roles.length > 0 ? { ...others, [permission]: roles } : others
  return { ...data, OverridePermission: { ...data.OverridePermission, [accountId]: account } }
}
