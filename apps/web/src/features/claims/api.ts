import type { Claim, ClaimBalance, ClaimInput, ClaimPage } from '@mela/shared/claim'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { organizationKeys } from '../../lib/query-keys.ts'

// Keys hang under the organization (organizationKeys.one) so a new bank account or claim refreshes them.
export const CLAIMS_PAGE_SIZE = 10

/** GET /claim/balance: sums of the organization's ledger, per event and in total. */
export const claimBalanceQuery = (accountId: string) =>
  queryOptions({
    queryKey: organizationKeys.claimBalance(accountId),
    queryFn: ({ signal }) =>
      api.get<ClaimBalance>('/claim/balance', { query: { AccountID: accountId }, signal }),
  })

/** GET /claim: the organization's claims, newest first. */
export const claimsQuery = (accountId: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.claimsPage(accountId, page),
    queryFn: ({ signal }) =>
      api.get<ClaimPage>('/claim', {
        query: { AccountID: accountId, Page: page, PageSize: CLAIMS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const requestClaim = (input: ClaimInput) => api.post<Claim>('/claim', input)

/** GET /claim/statement as text: one event's entries (or all) in CSV. */
export const statementCsv = (accountId: string, eventId?: string) =>
  api.get<string>('/claim/statement', { query: { AccountID: accountId, EventID: eventId, format: 'csv' } })
