import { useQueryClient } from '@tanstack/react-query'
import { permissionsQuery } from '../../lib/use-permissions.ts'
import { accountQuery } from './api.ts'

/**
 * After a custom role is created, renamed or deleted: the organization's role list, its team (whose
 * roles are renamed with it) and the permission lists (which name roles) all refresh.
 */
export function useRoleChanged(accountId: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: accountQuery(accountId).queryKey })
    void client.invalidateQueries({ queryKey: permissionsQuery().queryKey })
  }
}
