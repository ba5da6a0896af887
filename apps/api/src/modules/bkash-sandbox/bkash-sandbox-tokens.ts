import { newToken, type Sandbox } from './bkash-sandbox-state.ts'

/** An HTTP status and body for the sandbox's routes to send. */
export type SandboxAnswer = { status: number; body: object }

type Headers = Record<string, string | string[] | undefined>
type Body = Record<string, unknown>

const TOKEN_SECONDS = 3600
const REFRESH_TOKEN_MS = 28 * 24 * 60 * 60 * 1000
// What bKash's API gateway answers for a bad or expired token.
const UNAUTHORIZED: SandboxAnswer = { status: 401, body: { message: 'Unauthorized' } }
// ... and for one it gave out that has expired.
const EXPIRED: SandboxAnswer = { status: 403, body: { message: 'The incoming token has expired' } }

const ok = (body: object): SandboxAnswer => ({ status: 200, body })

function issue(sandbox: Sandbox, refreshToken: string, grant = false): SandboxAnswer {
  const now = sandbox.now().getTime()
  for (const [token, expiresAt] of sandbox.idTokens) if (expiresAt <= now) sandbox.idTokens.delete(token)
  const idToken = newToken()
  sandbox.idTokens.set(idToken, now + TOKEN_SECONDS * 1000)
  // bKash's live grant often carries no statusCode at all: clients must go by the id_token.
  return ok({
    ...(grant ? {} : { statusCode: '0000', statusMessage: 'Successful' }),
    id_token: idToken,
    token_type: 'Bearer',
    expires_in: TOKEN_SECONDS,
    refresh_token: refreshToken,
  })
}

function checkMerchant(sandbox: Sandbox, headers: Headers, body: Body): SandboxAnswer | undefined {
  const { account } = sandbox
  if (headers.username !== account.username || headers.password !== account.password) return UNAUTHORIZED
  if (body.app_key !== account.appKey) return ok({ errorCode: '2001', errorMessage: 'Invalid App Key' })
  if (body.app_secret !== account.appSecret) return UNAUTHORIZED
  return undefined
}

/** token/grant: an id_token for an hour and a refresh token for 28 days, for the right merchant. */
export function grantToken(sandbox: Sandbox, headers: Headers, body: Body): SandboxAnswer {
  const refusal = checkMerchant(sandbox, headers, body)
  if (refusal) return refusal
  const refreshToken = newToken()
  sandbox.refreshTokens.set(refreshToken, sandbox.now().getTime() + REFRESH_TOKEN_MS)
  return issue(sandbox, refreshToken, true)
}

/** token/refresh: a new id_token for a refresh token the sandbox gave out and that is still valid. */
export function refreshToken(sandbox: Sandbox, headers: Headers, body: Body): SandboxAnswer {
  const refusal = checkMerchant(sandbox, headers, body)
  if (refusal) return refusal
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
  const expiresAt = sandbox.refreshTokens.get(token)
  if (!expiresAt || expiresAt <= sandbox.now().getTime()) return UNAUTHORIZED
  return issue(sandbox, token)
}

/** The refusal for a call without a live id_token (401) or with another app key (2001), if any. */
export function checkCaller(sandbox: Sandbox, headers: Headers): SandboxAnswer | undefined {
  const token = headers.authorization
  const expiresAt = typeof token === 'string' ? sandbox.idTokens.get(token) : undefined
  if (expiresAt === undefined) return UNAUTHORIZED
  if (expiresAt <= sandbox.now().getTime()) return EXPIRED
  if (headers['x-app-key'] !== sandbox.account.appKey)
    return ok({ errorCode: '2001', errorMessage: 'Invalid App Key' })
  return undefined
}

/** Expires every id_token given out, as an hour would (a test knob): the next call gets a 403. */
export const revokeTokens = (sandbox: Sandbox) => {
  for (const token of sandbox.idTokens.keys()) sandbox.idTokens.set(token, 0)
}
