import type { ParseKeys } from 'i18next'
import type { SignInReason } from '../features/auth/auth-dialog-store.ts'

export type TitleKey = Extract<ParseKeys, `titles.${string}`>

/**
 * What a route declares about itself; the layout reads it for the tab title and placeholders, and a page for
 * signed-in users why a visitor is sent to sign in (the dialog says it, and what else they may do).
 */
export type RouteHandle = { titleKey: TitleKey; signInReason?: SignInReason }

export function signInReasonOf(handle: unknown): SignInReason | undefined {
  return handle && typeof handle === 'object' && 'signInReason' in handle
    ? (handle as RouteHandle).signInReason
    : undefined
}

export function titleKeyOf(handle: unknown): TitleKey | undefined {
  return handle && typeof handle === 'object' && 'titleKey' in handle
    ? (handle as RouteHandle).titleKey
    : undefined
}
