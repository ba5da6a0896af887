import { createRemoteJWKSet, jwtVerify } from 'jose'
import type { Config } from '../../config.ts'
import { fail } from '../../lib/errors.ts'

/** What a Google ID token vouches for; `email` only when Google has verified it. */
export type GoogleProfile = { sub: string; email?: string; givenName?: string; familyName?: string }

export const googleSignInFailed = () => fail('GOOGLE_SIGN_IN_FAILED', 400)

// One key set per URL for the life of the process: jose caches Google's keys inside it and
// refetches only when a token names a key it does not hold (Google rotates its keys).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

function keySetOf(jwksUrl: string) {
  let keySet = keySets.get(jwksUrl)
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl))
    keySets.set(jwksUrl, keySet)
  }
  return keySet
}

// A claim as a trimmed non-empty string, or undefined: Google may omit names or send them blank.
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  return value.trim().slice(0, max) || undefined
}

/** Checks an ID token's signature, issuer, audience and expiry; refuses with 400 otherwise. */
export async function verifyGoogleIdToken(
  google: Config['google'],
  idToken: string,
  now?: Date,
): Promise<GoogleProfile> {
  if (google.clientIds.length === 0) throw googleSignInFailed()
  const { payload } = await jwtVerify(idToken, keySetOf(google.jwksUrl), {
    issuer: google.issuers,
    audience: google.clientIds,
    algorithms: ['RS256'],
    clockTolerance: 300,
    currentDate: now,
  }).catch(() => {
    // A forged, expired or foreign token and an unreachable key server all end the same way for the person.
    throw googleSignInFailed()
  })
  const sub = text(payload.sub, 255)
  if (!sub) throw googleSignInFailed()
  return {
    sub,
    // An unverified address proves nothing about who owns it, so it is neither stored nor matched.
    email: payload.email_verified === true ? text(payload.email, 254) : undefined,
    givenName: text(payload.given_name, 100),
    familyName: text(payload.family_name, 100),
  }
}
