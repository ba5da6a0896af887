import {
  hasPermission,
  type OrganizationRole,
  type Permission,
  type PermissionData,
} from '@mela/shared/permissions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { api } from './api-client.ts'
import { notifyError } from './notify.ts'
import { permissionKeys } from './query-keys.ts'
import { useSession } from './session.ts'

export type Permissions = PermissionData & { Roles: OrganizationRole[] }

/**
 * GET /account/permission and GET /account/organizer/role, fetched together (product §7): a decision
 * needs both. Invalidate it when a role, an organization's team or its overrides change.
 */
export const permissionsQuery = () =>
  queryOptions({
    queryKey: permissionKeys.all,
    queryFn: async ({ signal }): Promise<Permissions> => {
      const [data, roles] = await Promise.all([
        api.get<PermissionData>('/account/permission', { signal }),
        api.get<OrganizationRole[]>('/account/organizer/role', { signal }),
      ])
      return { ...data, Roles: roles }
    },
    staleTime: Number.POSITIVE_INFINITY,
  })

// Several components use the hook at once; one failure is reported once.
let reportedFailureAt = 0

/**
 * What the signed-in user may do in each organization (product §6). Until both lists have loaded
 * `can` answers false, so actions appear once they are known rather than the check throwing.
 */
export function usePermissions() {
  const { user } = useSession()
  const query = useQuery({ ...permissionsQuery(), enabled: Boolean(user) })
  const { data, error, errorUpdatedAt } = query

  useEffect(() => {
    if (!error || reportedFailureAt === errorUpdatedAt) return
    reportedFailureAt = errorUpdatedAt
    notifyError(error)
  }, [error, errorUpdatedAt])

  const username = user?.Username
  const can = useCallback(
    (accountId: string, permission: Permission) =>
      Boolean(data) &&
      hasPermission(
        {
          defaultPermission: data?.DefaultPermission,
          overridePermission: data?.OverridePermission,
          roles: data?.Roles ?? [],
        },
        accountId,
        permission,
        username,
      ),
    [data, username],
  )

  return { can, loaded: Boolean(data), data }
}
