import type { Organization } from '@mela/shared/organization'
import { DEFAULT_PERMISSION, type Permission } from '@mela/shared/permissions'
import { useQuery } from '@tanstack/react-query'
import { usePermissions } from '../../lib/use-permissions.ts'
import { organizationRolesQuery } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { effectiveRoles } from './permission-roles.ts'
import { roleName } from './role-name.ts'
import { ALL_AREAS, type RoleArea, roleAreas } from './role-summary.ts'

const BUILT_IN = ['organizer', 'collaborator']

/**
 * The roles a person can be given (product §6): Organizer and Collaborator, or, with custom roles on,
 * the organization's list from the server. Each says in one line what it may do, read from the
 * organization's permission table (the defaults until it has loaded).
 */
export function useRoleChoices(account: Pick<Organization, 'ID' | 'HasCustomRoles'>) {
  const { t } = useOrganizationsTranslation()
  const { data } = useQuery({ ...organizationRolesQuery(account.ID), enabled: account.HasCustomRoles })
  const permissions = usePermissions().data
  const holders = (permission: Permission): readonly string[] =>
    permissions ? effectiveRoles(permissions, account.ID, permission).roles : DEFAULT_PERMISSION[permission]
  const roles = account.HasCustomRoles && data ? data : BUILT_IN
  return roles.map((role) => {
    const areas = roleAreas(role, holders)
    const missing = ALL_AREAS.filter((area) => !areas.includes(area))
    const list = (some: RoleArea[]) => some.map((area) => t(`roleCan.${area}`)).join(', ')
    // The shorter of the two: what the role may do, or (for a role holding nearly all) what it may not.
    const description =
      areas.length === 0
        ? t('roleCan.nothing')
        : missing.length === 0
          ? t('roleCan.everything')
          : missing.length < areas.length
            ? t('roleCan.allBut', { list: list(missing) })
            : t('roleCan.may', { list: list(areas) })
    return { value: role, label: roleName(role), description }
  })
}
