import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useAppEvent } from '../../lib/app-events.ts'
import { bankAccountsQuery, myOrganizationsQuery } from '../../lib/organization-queries.ts'
import { organizationKeys } from '../../lib/query-keys.ts'
import { permissionsQuery } from '../../lib/use-permissions.ts'

/** Refreshes what the organization screens show when a form announces a change (product §4 app events). */
export function useOrganizationEvents() {
  const client = useQueryClient()
  const refresh = (...keys: QueryKey[]) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey })
  }
  const permissions = permissionsQuery().queryKey

  // A new organization gives me a role; custom roles switching on or off changes which overrides apply.
  useAppEvent('account:new', () => refresh(myOrganizationsQuery().queryKey, permissions))
  useAppEvent('account:update', ({ account }) =>
    refresh(organizationKeys.one(account.ID), myOrganizationsQuery().queryKey, permissions),
  )
  useAppEvent('organizer:add', ({ accountId }) =>
    refresh(organizationKeys.one(accountId), myOrganizationsQuery().queryKey),
  )
  useAppEvent('organizer:remove', ({ accountId }) =>
    refresh(organizationKeys.one(accountId), myOrganizationsQuery().queryKey, permissions),
  )
  useAppEvent('bank-account:new', ({ accountId }) => refresh(bankAccountsQuery(accountId).queryKey))
}
