import type { Following, FollowStatus } from '@mela/shared/follow'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { followKeys } from '../../../lib/query-keys.ts'

export type FollowTarget = { AccountID: string } | { PerformerID: string }

/** GET /follow/status: whether the signed-in viewer follows the organization or performer. */
export const followStatusQuery = (target: FollowTarget, signedIn: boolean) =>
  queryOptions({
    queryKey: followKeys.status(target, signedIn),
    queryFn: ({ signal }) => api.get<FollowStatus>('/follow/status', { query: target, signal }),
  })

/** GET /follow/count: the organization's followers, for its team. */
export const followerCountQuery = (accountId: string) =>
  queryOptions({
    queryKey: followKeys.count(accountId),
    queryFn: ({ signal }) =>
      api.get<{ Followers: number }>('/follow/count', { query: { AccountID: accountId }, signal }),
  })

/** GET /follow: what I follow. */
export const followingQuery = () =>
  queryOptions({
    queryKey: followKeys.mine(),
    queryFn: ({ signal }) => api.get<Following>('/follow', { signal }),
  })

export const followTarget = (target: FollowTarget) => api.post<FollowStatus>('/follow', target)
export const unfollowTarget = (target: FollowTarget) => api.delete<FollowStatus>('/follow', { query: target })
