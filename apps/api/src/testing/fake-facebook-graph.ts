import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_FACEBOOK_APP_ID = '138483919580948'
export const FAKE_FACEBOOK_APP_SECRET = 'fake-facebook-app-secret'

/** A Facebook profile as `/me` knows it; leave `email` out for a person who did not share one. */
export type FacebookUser = { id: string; first_name?: string; last_name?: string; email?: string }

/** debug_token fields a test may bend, e.g. `{ app_id: 'another-app' }` or `{ expires_at: 1 }`. */
export type TokenDebugOverrides = Partial<{
  app_id: string
  type: string
  is_valid: boolean
  expires_at: number
  user_id: string
}>

type Token = { user: FacebookUser; overrides: TokenDebugOverrides; expired: boolean }

// Graph's error envelope, as answered with HTTP 400 (what facebook.ts reads).
function graphError(response: ServerResponse, message: string, type = 'OAuthException', code = 190) {
  const fbtrace_id = randomBytes(8).toString('base64url')
  response.writeHead(400, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ error: { message, type, code, fbtrace_id } }))
}

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const INVALID_TOKEN = 'Invalid OAuth access token.'
const SESSION_EXPIRED = 'Error validating access token: Session has expired.'

/**
 * Facebook's Graph API (v20.0) as far as our server uses it: `/debug_token` and `/me`, over real HTTP
 * on 127.0.0.1. It checks the app access token and `appsecret_proof` as Graph does with "Require App
 * Secret" on, so a server that gets them wrong never signs anyone in against it.
 */
export async function startFakeFacebookGraph(
  appId = FAKE_FACEBOOK_APP_ID,
  appSecret = FAKE_FACEBOOK_APP_SECRET,
) {
  const tokens = new Map<string, Token>()

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.local')
    const query = url.searchParams
    if (request.method !== 'GET')
      return graphError(response, 'Unsupported method', 'GraphMethodException', 100)

    if (url.pathname === '/v20.0/debug_token') {
      if (query.get('access_token') !== `${appId}|${appSecret}`) {
        return graphError(response, 'Invalid OAuth access token signature.')
      }
      const token = tokens.get(query.get('input_token') ?? '')
      if (!token) return graphError(response, INVALID_TOKEN)
      const now = Math.floor(Date.now() / 1000)
      return json(response, {
        data: {
          app_id: appId,
          type: 'USER',
          application: 'Mela',
          data_access_expires_at: now + 90 * 86400,
          expires_at: token.expired ? now - 60 : now + 3600,
          is_valid: !token.expired,
          issued_at: now - 60,
          scopes: token.user.email ? ['email', 'public_profile'] : ['public_profile'],
          user_id: token.user.id,
          ...(token.expired ? { error: { code: 190, message: SESSION_EXPIRED, subcode: 463 } } : {}),
          ...token.overrides,
        },
      })
    }

    if (url.pathname === '/v20.0/me') {
      const accessToken = query.get('access_token') ?? ''
      const token = tokens.get(accessToken)
      if (!token) return graphError(response, INVALID_TOKEN)
      if (token.expired) return graphError(response, SESSION_EXPIRED)
      const proof = query.get('appsecret_proof')
      if (!proof) {
        return graphError(
          response,
          'API calls from the server require an appsecret_proof argument',
          'GraphMethodException',
          100,
        )
      }
      if (proof !== createHmac('sha256', appSecret).update(accessToken).digest('hex')) {
        return graphError(
          response,
          'Invalid appsecret_proof provided in the API argument',
          'GraphMethodException',
          100,
        )
      }
      // Without `fields`, Graph answers only id and name.
      const fields = (query.get('fields') ?? 'id,name').split(',')
      const { user } = token
      const known: Record<string, string | undefined> = {
        ...user,
        name: [user.first_name, user.last_name].filter(Boolean).join(' '),
      }
      return json(
        response,
        Object.fromEntries(fields.filter((field) => known[field]).map((field) => [field, known[field]])),
      )
    }

    graphError(response, `Unknown path components: ${url.pathname}`, 'OAuthException', 2500)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const graphUrl = `http://127.0.0.1:${port}/v20.0`

  return {
    appId,
    appSecret,
    graphUrl,
    /** `config.facebook` for an app that trusts this fake. */
    settings: { appId, appSecret, graphUrl },

    /** Makes `token` a user access token of `user` (for this app unless `overrides` say otherwise). */
    addUser(token: string, user: FacebookUser, overrides: TokenDebugOverrides = {}) {
      tokens.set(token, { user, overrides, expired: false })
    },

    /** Lets a token's session expire, as Graph reports it: invalid in debug_token, refused by `/me`. */
    expireToken(token: string) {
      const known = tokens.get(token)
      if (known) known.expired = true
    },

    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeFacebookGraph = Awaited<ReturnType<typeof startFakeFacebookGraph>>
