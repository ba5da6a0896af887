import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import type { SignInReason } from '../features/auth/auth-dialog-store.ts'
import { useSession } from '../lib/session.ts'
import { signInReasonOf } from './route-handle.ts'

/** Where an anonymous visitor goes: the login route, told where to come back to afterwards. */
export function loginRedirectPath(
  { pathname, search }: { pathname: string; search: string },
  { reason }: { reason?: SignInReason } = {},
) {
  return `/login?redirect=${encodeURIComponent(pathname + search)}${reason ? `&reason=${reason}` : ''}`
}

/** Wraps the routes product §2 marks with *: they need a signed-in user. */
export function RequireAuth() {
  const { user } = useSession()
  const location = useLocation()
  const reason = useMatches()
    .map((match) => signInReasonOf(match.handle))
    .find(Boolean)
  if (!user) return <Navigate to={loginRedirectPath(location, { reason })} replace />
  return <Outlet />
}
