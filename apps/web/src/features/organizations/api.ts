import type {
  BankAccount,
  BankAccountInput,
  Organization,
  OrganizationInput,
  Organizer,
  OrganizerInput,
} from '@mela/shared/organization'
import type { Permission } from '@mela/shared/permissions'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { organizationKeys } from '../../lib/query-keys.ts'

// Keys are hierarchical: invalidating organizationKeys.one(id) refreshes that organization and its lists.

/** GET /account/organizer/{id}: the team, owner first (product §6 order). */
export const organizersQuery = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.organizers(id),
    queryFn: ({ signal }) => api.get<Organizer[]>(`/account/organizer/${encodeURIComponent(id)}`, { signal }),
  })

/** GET /account/role/{id}: roles a person can be given, built-in ones first. */
export const organizationRolesQuery = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.roles(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ Role: string }[]>(`/account/role/${encodeURIComponent(id)}`, { signal })).map(
        (entry) => entry.Role,
      ),
  })

type Person = { ID: string; Username: string; FirstName: string; LastName: string }
const account = (id: string) => encodeURIComponent(id)
const role = (name: string) => encodeURIComponent(name)

export const createOrganization = (input: OrganizationInput) => api.post<Organization>('/account', input)
/** A full replacement: every field is sent, the flags included. */
export const updateOrganization = (id: string, input: OrganizationInput) =>
  api.put<Organization>(`/account/${account(id)}`, input)

export const addOrganizer = (id: string, input: OrganizerInput) =>
  api.post<Person>(`/account/organizer/${account(id)}`, input)
export const removeOrganizer = (id: string, userId: string) =>
  api.delete<void>(`/account/organizer/${account(id)}/${encodeURIComponent(userId)}`)

export const createRole = (id: string, name: string) =>
  api.post<void>(`/account/role/${account(id)}`, { Role: name })
export const renameRole = (id: string, from: string, to: string) =>
  api.put<void>(`/account/role/${account(id)}/${role(from)}`, { Role: to })
export const deleteRole = (id: string, name: string) =>
  api.delete<void>(`/account/role/${account(id)}/${role(name)}`)
/** Which roles hold a permission here; an empty list goes back to the defaults. */
export const setPermissionRoles = (id: string, permission: Permission, roles: string[]) =>
  api.put<void>(`/account/permission/${account(id)}`, { Permission: permission, Roles: roles })

export const createBankAccount = (input: BankAccountInput) => api.post<BankAccount>('/bank', input)
