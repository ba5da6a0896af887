import type { Page } from '@mela/shared/event'
import type { BankAccount } from '@mela/shared/organization'
import type {
  AuditEntry,
  BankAccountCorrection,
  ModeratedClaim,
  ModeratedEvent,
  ModeratedOrganization,
  ModeratedPerformer,
  ModeratedPurchase,
  ModeratedUser,
  ModerationArea,
} from '@mela/shared/superuser'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { superuserKeys } from '../../lib/query-keys.ts'

export const MODERATION_PAGE_SIZE = 20

/** What each list of GET /superuser/{area} holds. */
export type ModeratedItem = {
  users: ModeratedUser
  organizations: ModeratedOrganization
  performers: ModeratedPerformer
  events: ModeratedEvent
  purchases: ModeratedPurchase
  claims: ModeratedClaim
}

/** GET /superuser/{area}: a page of a list, searched. */
export const moderationQuery = <A extends ModerationArea>(area: A, search: string, page: number) =>
  queryOptions({
    queryKey: superuserKeys.moderation(area, search, page),
    queryFn: ({ signal }) =>
      api.get<Page<ModeratedItem[A]>>(`/superuser/${area}`, {
        query: { Search: search, Page: page, PageSize: MODERATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** How many a list holds (its first row only), for the dashboard. */
export const moderationCountQuery = (area: ModerationArea) =>
  queryOptions({
    queryKey: superuserKeys.moderationCount(area),
    queryFn: ({ signal }) => api.get<Page<unknown>>(`/superuser/${area}`, { query: { PageSize: 1 }, signal }),
    select: (page) => page.Total,
  })

/** GET /superuser/audit: what was done, newest first. */
export const auditQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: superuserKeys.audit(search, page),
    queryFn: ({ signal }) =>
      api.get<Page<AuditEntry>>('/superuser/audit', {
        query: { Search: search, Page: page, PageSize: MODERATION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** POST /superuser/{area}/{id}/{action}, with the reason when one was given. */
export const moderate = (area: ModerationArea, id: string, action: string, reason: string) =>
  api.post<unknown>(
    `/superuser/${area}/${encodeURIComponent(id)}/${action}`,
    reason ? { Reason: reason } : {},
  )

/** PUT /superuser/bank-accounts/{id}: the one way to correct a bank account. */
export const correctBankAccount = (id: string, input: BankAccountCorrection) =>
  api.put<BankAccount>(`/superuser/bank-accounts/${encodeURIComponent(id)}`, input)
