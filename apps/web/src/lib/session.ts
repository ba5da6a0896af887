import { STORAGE_KEYS } from '@mela/shared/constants'
import type { User } from '@mela/shared/identity'
import { useSyncExternalStore } from 'react'
import { readStored, removeStored, writeStored } from './storage.ts'

/**
 * The signed-in user as the login answer gives it and as it is kept in localStorage. Only the
 * username is certain: a user stored by an older version of the app may lack the newer fields.
 */
export type SessionUser = Partial<User> & Pick<User, 'Username'>

export type Session = { user: SessionUser | null; authToken: string | null }

/** An account made at a guest checkout: it keeps the tickets bought, and signs up for anything more. */
export const isGuest = (user: SessionUser | null | undefined) => user?.Kind === 'guest'

function readUser(): SessionUser | null {
  const raw = readStored(STORAGE_KEYS.user)
  if (!raw) return null
  try {
    const user: unknown = JSON.parse(raw)
    return user && typeof user === 'object' && 'Username' in user ? (user as SessionUser) : null
  } catch {
    return null
  }
}

function readSession(): Session {
  return { user: readUser(), authToken: readStored(STORAGE_KEYS.authToken) }
}

// One snapshot object per change, so useSyncExternalStore sees a stable value between changes.
let snapshot = readSession()
const listeners = new Set<() => void>()

function publish() {
  snapshot = readSession()
  for (const listener of listeners) listener()
}

/** The current session; outside React (the API client) reads it here. */
export function getSession(): Session {
  return snapshot
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Stores the signed-in user, and the token unless it is kept in memory only (authToken null). */
export function saveSession(user: SessionUser, authToken: string | null) {
  writeStored(STORAGE_KEYS.user, JSON.stringify(user))
  if (authToken) writeStored(STORAGE_KEYS.authToken, authToken)
  else removeStored(STORAGE_KEYS.authToken)
  publish()
}

/** Forgets the user and token without reloading (a session that can no longer work). */
export function clearSession() {
  removeStored(STORAGE_KEYS.user)
  removeStored(STORAGE_KEYS.authToken)
  publish()
}

/** Forgets the user and token and reloads, so no signed-in state survives in memory. */
export function logout() {
  clearSession()
  window.location.reload()
}

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.authToken) {
      publish()
    }
  })
}

export function useSession(): Session {
  // On the server (the public pages) nobody is signed in: storage reads give nothing there.
  return useSyncExternalStore(subscribeSession, getSession, getSession)
}
