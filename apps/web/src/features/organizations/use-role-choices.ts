import type { Account } from '@mela/shared/organization'
import { useQuery } from '@tanstack/react-query'
import { accountRolesQuery } from './api.ts'
import { roleName } from './role-name.ts'

const BUILT_IN = ['organizer', 'collaborator']

/**
 * The roles a person can be given (product §6): Organizer and Collaborator, or, with custom roles on,
 * the organization's list from the server.
 */
export function useRoleChoices(account: Pick<Account, 'ID' | 'HasCustomRoles'>) {
  const { data } = useQuery({ ...accountRolesQuery(account.ID), enabled: account.HasCustomRoles })
  const roles = account.HasCustomRoles && data ? data : BUILT_IN
  return roles.map((role) => ({ value: role, label: roleName(role) }))
}
