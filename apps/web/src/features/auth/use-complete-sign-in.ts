import type { LoginAnswer } from '@mela/shared/identity'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { AnalyticsEvent, type AnalyticsEventName, track } from '../../lib/analytics.ts'
import { setDefaultHeader } from '../../lib/api-client.ts'
import { saveSession } from '../../lib/session.ts'
import { afterLoginTarget, keepsTokenInMemory } from './after-login-target.ts'
import { closeAuthDialog } from './auth-dialog-store.ts'

type Options = {
  event?: AnalyticsEventName
  /** Flows that end with their own message (password reset) must not reload it away. */
  noReload?: boolean
  /** Where to go, without a reload, when neither a redirect nor the superuser rule applies. */
  home?: string
}

/** Signing in, whichever way it happened (product §2, §4): keep the session, close the dialog, record it, move on. */
export function useCompleteSignIn() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()

  return (
    { authToken, user }: LoginAnswer,
    { event = AnalyticsEvent.SignIn, noReload, home }: Options = {},
  ) => {
    if (keepsTokenInMemory(user.Username, window.location.hostname)) {
      setDefaultHeader('Authorization', authToken)
      saveSession(user, null)
    } else {
      saveSession(user, authToken)
    }
    closeAuthDialog()
    track(event)
    const target = afterLoginTarget({
      redirect: params.get('redirect'),
      username: user.Username,
      noReload: Boolean(noReload || home) || params.has('no-reload-on-login'),
    })
    if (target.kind === 'reload') return window.location.reload()
    // Without a reload, nothing fetched as the anonymous visitor may linger.
    void queryClient.invalidateQueries()
    if (target.kind === 'navigate') navigate(target.to, { replace: target.replace })
    else if (home) navigate(home, { replace: true })
  }
}
