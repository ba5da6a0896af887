/** The names a Google ID token carries, for prefilling the google tab. */
export type GoogleIdClaims = { given_name?: string; family_name?: string; email?: string }

/**
 * Reads a JWT's payload without checking its signature: only to prefill a form, the API verifies
 * the token itself. Names may be Bengali, so the bytes are decoded as UTF-8. Null when unreadable.
 */
export function decodeJwtPayload(token: string): GoogleIdClaims | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return payload && typeof payload === 'object' ? (payload as GoogleIdClaims) : null
  } catch {
    return null
  }
}
