import { isSuperuser } from '@mela/shared/constants'

export type AfterLogin =
  | { kind: 'navigate'; to: string; replace: boolean }
  | { kind: 'reload' }
  | { kind: 'stay' }

type Input = {
  /** The `redirect` query parameter, if any. */
  redirect: string | null | undefined
  username: string
  /** The `no-reload-on-login` query flag, or a flow that must not reload (its toast would vanish). */
  noReload: boolean
}

// Only a path on this site: `//evil.example` or `https://…` would send a fresh session elsewhere.
function isLocalPath(value: string) {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
}

/**
 * Where the app goes once sign-in succeeds (product §2): back to `redirect` (replacing the login
 * route), else the superuser to /superuser, else a reload that starts the app as the new user.
 */
export function afterLoginTarget({ redirect, username, noReload }: Input): AfterLogin {
  if (typeof redirect === 'string' && isLocalPath(redirect))
    return { kind: 'navigate', to: redirect, replace: true }
  if (isSuperuser(username)) return { kind: 'navigate', to: '/superuser', replace: false }
  return noReload ? { kind: 'stay' } : { kind: 'reload' }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

/** The superuser's token is never written to storage on a public host (product §4). */
export function keepsTokenInMemory(username: string, hostname: string): boolean {
  return isSuperuser(username) && !LOCAL_HOSTS.has(hostname)
}
