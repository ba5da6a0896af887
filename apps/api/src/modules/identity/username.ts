import { randomBytes } from 'node:crypto'
import type { SignInKind } from '@mela/shared/identity'

/**
 * Usernames of accounts that were not typed by a person start with a mark of their sign-in kind.
 * People cannot register these prefixes, so `fb_…` always means a Facebook account.
 */
export const USERNAME_PREFIXES = {
  google: 'g_',
  facebook: 'fb_',
  auto: 'auto_',
  guest: 'guest_',
  star: 'star_',
} as const satisfies Partial<Record<SignInKind, string>>

/** True when a person may not choose this username at registration. */
export function isReservedUsername(username: string): boolean {
  const lower = username.toLowerCase()
  return lower === 'superuser' || Object.values(USERNAME_PREFIXES).some((prefix) => lower.startsWith(prefix))
}

/** A username for an account the server creates: the kind's prefix and a provider id or random part. */
export function generatedUsername(kind: keyof typeof USERNAME_PREFIXES, id?: string): string {
  return USERNAME_PREFIXES[kind] + (id ?? randomBytes(6).toString('hex'))
}
