import { useQueryClient } from '@tanstack/react-query'
import { organizationQuery } from '../../lib/organization-queries.ts'
import { permissionsQuery } from '../../lib/use-permissions.ts'

/**
 * After a custom role is created, renamed or deleted: the organization's role list, its team (whose
 * roles are renamed with it) and the permission lists (which name roles) all refresh.
 */
export function useRoleChanged(accountId: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: organizationQuery(accountId).queryKey })
    void client.invalidateQueries({ queryKey: permissionsQuery().queryKey })
  }
}
