import { useSyncExternalStore } from 'react'

export const AUTH_TABS = ['login', 'register', 'reset-password', 'google'] as const
export type AuthTab = (typeof AUTH_TABS)[number]

/** What a Google sign-in that needs more details leaves for the google tab (product §3). */
export type GoogleSignInData = {
  idToken: string
  errors: Record<string, string>
  given_name?: string
  family_name?: string
}

/**
 * Why the dialog opened, said above the tabs: over a signed-in guest (a guest cannot follow, say), or for a
 * visitor's tickets (a guest who bought without an account may find them by phone instead).
 */
export const SIGN_IN_REASONS = ['guest', 'tickets'] as const
export type SignInReason = (typeof SIGN_IN_REASONS)[number]
export const isSignInReason = (value: string | null): value is SignInReason =>
  SIGN_IN_REASONS.includes(value as SignInReason)

/** The sign-in state of product §3 besides user and token (those live in lib/session). */
export type AuthDialogState = {
  tab: AuthTab
  shown: boolean
  google: GoogleSignInData | null
  /** Prefills the login form, e.g. with the username just registered. */
  username?: string
  reason?: SignInReason
}

let state: AuthDialogState = { tab: 'login', shown: false, google: null }
const listeners = new Set<() => void>()

function update(change: Partial<AuthDialogState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

export function isAuthTab(value: string | null | undefined): value is AuthTab {
  return AUTH_TABS.includes(value as AuthTab)
}

/** Opens the dialog on a tab; the google tab only opens once Google data exists. */
export function openAuthDialog(tab: AuthTab = 'login', reason?: SignInReason) {
  update({ shown: true, tab: tab === 'google' && !state.google ? 'login' : tab, reason })
}

export function closeAuthDialog() {
  update({ shown: false, reason: undefined })
}

export function showAuthTab(tab: AuthTab, prefill: { username?: string } = {}) {
  update({ tab, ...prefill })
}

/** A Google sign-in needs the user's name: the google tab appears, prefilled (product §4). */
export function showGoogleTab(google: GoogleSignInData) {
  update({ shown: true, tab: 'google', google })
}

export function getAuthDialogState(): AuthDialogState {
  return state
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, getAuthDialogState)
}
