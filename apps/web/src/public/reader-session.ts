import type { SessionUser } from '../lib/session.ts'

// The reader's session as the app keeps it in this browser (its user and token), for the scripts of
// the server-rendered pages: their API calls go as that reader.

function stored(key: string) {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function storedUser(): SessionUser | null {
  try {
    return JSON.parse(stored('user') ?? 'null') as SessionUser | null
  } catch {
    return null
  }
}

export const user = storedUser()
const token = stored('authToken')

/** The headers that sign the reader's API calls, or null when no one is signed in. */
export const session =
  token && user?.Username
    ? {
        headers: { Authorization: token, 'X-Username': encodeURIComponent(user.Username) },
        // A guest checkout's account: Follow and the like lead it to an account of its own.
        guest: user.Kind === 'guest',
      }
    : null
