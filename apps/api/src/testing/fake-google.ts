import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

export const FAKE_GOOGLE_CLIENT_ID = 'mela-test.apps.googleusercontent.com'
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

const KEY_ID = 'fake-google-key'

/** Claims of a Google ID token; a claim given as `undefined` is left out of the token. */
export type GoogleClaims = JWTPayload & {
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

/**
 * Google's sign-in as far as our server sees it: an RS256 key served as a JWKS over real HTTP on
 * 127.0.0.1, and ID tokens signed with it (what google.ts checks). `mintIdToken({ sub: '7' })` gives a
 * token that passes every check; override claims to make it fail one.
 */
export async function startFakeGoogle(clientId = FAKE_GOOGLE_CLIENT_ID) {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      response.end(JSON.stringify({ keys: [jwk] }))
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // A key Google never published, for tokens that must be refused.
  const strangerKey = (await generateKeyPair('RS256')).privateKey

  const jwksUrl = `http://127.0.0.1:${port}/oauth2/v3/certs`

  return {
    clientId,
    jwksUrl,
    /** `config.google` for an app that trusts this fake. */
    settings: { clientIds: [clientId], jwksUrl, issuers: GOOGLE_ISSUERS },

    /** A signed ID token: Google's defaults (valid for an hour) overridden by `claims`. */
    async mintIdToken(claims: GoogleClaims = {}, options: { signedByStranger?: boolean } = {}) {
      const now = Math.floor(Date.now() / 1000)
      const merged: GoogleClaims = {
        iss: 'https://accounts.google.com',
        aud: clientId,
        azp: clientId,
        sub: '100000000000000000001',
        email: 'rahim@example.com',
        email_verified: true,
        given_name: 'Rahim',
        family_name: 'Uddin',
        iat: now,
        exp: now + 3600,
        ...claims,
      }
      const payload = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined))
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .sign(options.signedByStranger ? strangerKey : privateKey)
    },

    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>
