import type { User } from '@mela/shared/identity'
import { queryOptions } from '@tanstack/react-query'
import { api, getDefaultHeader } from './api-client.ts'
import { userKeys } from './query-keys.ts'
import { getSession } from './session.ts'

/** GET /user/me: the signed-in user as the server knows them now (profile page, start-up refresh). */
export const currentUserQuery = () =>
  queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => api.get<User>('/user/me', { signal }) })

/** True when requests will carry a token: stored, or kept in memory for the superuser. */
export function hasSessionToken(): boolean {
  return Boolean(getSession().authToken ?? getDefaultHeader('Authorization'))
}
