import type { Following, FollowStatus } from '@mela/shared/follow'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export type FollowTarget = { AccountID: string } | { PerformerID: string }

const keyOf = (target: FollowTarget) => ['follows', 'status', target] as const

/** GET /follow/status: whether the signed-in viewer follows the organization or performer. */
export const followStatusQuery = (target: FollowTarget, signedIn: boolean) =>
  queryOptions({
    queryKey: [...keyOf(target), signedIn],
    queryFn: ({ signal }) => api.get<FollowStatus>('/follow/status', { query: target, signal }),
  })

/** GET /follow/count: the organization's followers, for its team. */
export const followerCountQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['follows', 'count', accountId],
    queryFn: ({ signal }) =>
      api.get<{ Followers: number }>('/follow/count', { query: { AccountID: accountId }, signal }),
  })

/** GET /follow: what I follow. */
export const followingQuery = () =>
  queryOptions({
    queryKey: ['follows', 'mine'],
    queryFn: ({ signal }) => api.get<Following>('/follow', { signal }),
  })

export const followTarget = (target: FollowTarget) => api.post<FollowStatus>('/follow', target)
export const unfollowTarget = (target: FollowTarget) => api.delete<FollowStatus>('/follow', { query: target })
