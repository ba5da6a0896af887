import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { currentUserQuery, hasSessionToken } from '../../lib/current-user.ts'
import { clearSession, getSession, logout, saveSession, useSession } from '../../lib/session.ts'

/**
 * Keeps the stored user in step with the server (product §4, §7): when a token exists GET /user/me
 * replaces the stored user, and a 401 (token revoked, e.g. "log out other devices") logs out.
 */
export function CurrentUserSync() {
  const { user } = useSession()
  const withToken = hasSessionToken()
  const { data, error } = useQuery({ ...currentUserQuery(), enabled: Boolean(user) && withToken })

  useEffect(() => {
    if (data) saveSession(data, getSession().authToken)
  }, [data])

  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) logout()
  }, [error])

  // A superuser's token lives in memory only (public hosts): after a reload the stored user has
  // no token left to act with, so the stale user is forgotten rather than shown as signed in.
  useEffect(() => {
    if (user && !withToken) clearSession()
  }, [user, withToken])

  return null
}
