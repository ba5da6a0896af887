import type { Permission } from '@mela/shared/permissions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifyError } from '../../lib/notify.ts'
import { type Permissions, permissionsQuery } from '../../lib/use-permissions.ts'
import { setPermissionRoles } from './api.ts'
import { withOverride } from './permission-roles.ts'

type Change = { permission: Permission; roles: string[] }

/** Saves which roles hold a permission; the grid shows the choice at once and corrects itself on failure. */
export function usePermissionChange(accountId: string) {
  const client = useQueryClient()
  const { queryKey } = permissionsQuery()
  return useMutation({
    mutationFn: ({ permission, roles }: Change) => setPermissionRoles(accountId, permission, roles),
    onMutate: async ({ permission, roles }) => {
      await client.cancelQueries({ queryKey })
      client.setQueryData<Permissions>(
        queryKey,
        (data) => data && withOverride(data, accountId, permission, roles),
      )
    },
    onError: (error) => notifyError(error),
    onSettled: () => client.invalidateQueries({ queryKey }),
  })
}
