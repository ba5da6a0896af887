import { useEffect, useRef } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { afterLoginTarget } from '../../features/auth/after-login-target.ts'
import {
  closeAuthDialog,
  isAuthTab,
  isSignInReason,
  openAuthDialog,
  useAuthDialog,
} from '../../features/auth/auth-dialog-store.ts'
import { LandingPage } from '../../features/discovery/landing/landing-page.tsx'
import { getSession, isGuest, type SessionUser, useSession } from '../../lib/session.ts'

// A guest (an account made at checkout) is offered sign-in too: what they came for needs an account of their own.
const signedInFully = (user: SessionUser | null) => Boolean(user && !isGuest(user))

/**
 * /login (product §2): the landing page with the auth dialog open over it, on the `tab` query's tab.
 * Closing the dialog leaves for the home page; a signed-in visitor goes where `redirect` says (a guest
 * stays: `reason=guest` says why they are asked).
 */
export function Component() {
  const { user } = useSession()
  const { shown } = useAuthDialog()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const opened = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per visit of the route
  useEffect(() => {
    const tab = params.get('tab')
    const reason = params.get('reason')
    if (!signedInFully(getSession().user))
      openAuthDialog(isAuthTab(tab) ? tab : 'login', isSignInReason(reason) ? reason : undefined)
  }, [])

  // Left by a link in the dialog ("Find my tickets by phone"), the page takes its dialog along; the effect
  // below, which sends a visitor who closed it home, is gone with the page by then.
  useEffect(() => () => closeAuthDialog(), [])

  useEffect(() => {
    if (shown) opened.current = true
    else if (opened.current && !signedInFully(getSession().user)) navigate('/', { replace: true })
  }, [shown, navigate])

  if (user && signedInFully(user)) {
    const target = afterLoginTarget({
      redirect: params.get('redirect'),
      username: user.Username,
      noReload: true,
    })
    return <Navigate to={target.kind === 'navigate' ? target.to : '/'} replace />
  }
  return <LandingPage />
}
