import { useMutation } from '@tanstack/react-query'
import { AnalyticsEvent } from '../../lib/analytics.ts'
import { ApiError } from '../../lib/api-error.ts'
import { notifyError } from '../../lib/notify.ts'
import { loginWithFacebook, loginWithGoogle } from './api.ts'
import { showGoogleTab } from './auth-dialog-store.ts'
import { decodeJwtPayload } from './jwt-payload.ts'
import { useCompleteSignIn } from './use-complete-sign-in.ts'

const NAME_FIELDS = new Set(['FirstName', 'LastName'])

/** A Google sign-in the API refused only for want of a name: the google tab can ask for it (product §8). */
export function needsGoogleDetails(
  error: unknown,
): error is ApiError & { fieldErrors: Record<string, string> } {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fieldErrors) return false
  const fields = Object.keys(error.fieldErrors)
  return fields.length > 0 && fields.every((field) => NAME_FIELDS.has(field))
}

/** Signing in with a Google credential or a Facebook access token. */
export function useSocialSignIn() {
  const completeSignIn = useCompleteSignIn()
  const google = useMutation({
    mutationFn: loginWithGoogle,
    onSuccess: (answer) => completeSignIn(answer, { event: AnalyticsEvent.GoogleSignIn }),
    onError: (error, idToken) => {
      if (!needsGoogleDetails(error)) return notifyError(error)
      const { given_name, family_name } = decodeJwtPayload(idToken) ?? {}
      showGoogleTab({ idToken, errors: error.fieldErrors, given_name, family_name })
    },
  })
  const facebook = useMutation({
    mutationFn: loginWithFacebook,
    onSuccess: (answer) => completeSignIn(answer, { event: AnalyticsEvent.FacebookSignIn }),
    // Includes the "no e-mail from Facebook" message (product §8), shown in the visitor's language.
    onError: notifyError,
  })
  return {
    signInWithGoogle: (credential: string) => google.mutate(credential),
    signInWithFacebook: (accessToken: string) => facebook.mutate(accessToken),
    pending: google.isPending || facebook.isPending,
  }
}
