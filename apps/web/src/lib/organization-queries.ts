import type { Event, Page } from '@mela/shared/event'
import type { BankAccount, Organization, OrganizationProfile } from '@mela/shared/organization'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from './api-client.ts'
import { organizationKeys } from './query-keys.ts'

// Organizations as several screens read them (the organizer's own screens, events, sales, the box
// office and the public feed). Keys are hierarchical: invalidating organizationKeys.one(id) refreshes that
// organization and its lists.

/** GET /account/{id}: one organization as its team sees it (the organizer screens, the performers list). */
export const organizationQuery = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.one(organizationId),
    queryFn: ({ signal }) =>
      api.get<Organization>(`/account/${encodeURIComponent(organizationId)}`, { signal }),
  })

/** GET /account: the organizations I am in, each with my role. */
export const myOrganizationsQuery = () =>
  queryOptions({
    queryKey: organizationKeys.mine(),
    queryFn: ({ signal }) => api.get<Organization[]>('/account', { signal }),
  })

/** GET /event?AccountID=: one page of an organization's events, as its team sees them. */
export const organizationEventsQuery = (accountId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: organizationKeys.eventsPage(accountId, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<Page<Event>>('/event', {
        query: { AccountID: accountId, Page: page, PageSize: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/**
 * GET /account/feed/{feedURLorID}: an organization's public profile (name, contacts, verified), as
 * shown above its feed and on the cash-sale information page.
 */
export const organizationProfileQuery = (feedUrlOrId: string) =>
  queryOptions({
    queryKey: organizationKeys.profile(feedUrlOrId),
    queryFn: ({ signal }) =>
      api.get<OrganizationProfile>(`/account/feed/${encodeURIComponent(feedUrlOrId)}`, { signal }),
  })

/** GET /bank?AccountID=: where the organization's money can go, numbers masked (its screens, the claim form). */
export const bankAccountsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.bankAccounts(organizationId),
    queryFn: ({ signal }) =>
      api.get<BankAccount[]>('/bank', { query: { AccountID: organizationId }, signal }),
  })
