import { createHmac } from 'node:crypto'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { fail } from '../../lib/errors.ts'

const GRAPH_TIMEOUT_MS = 10_000

/** What Facebook vouches for: the person's id for our app, names, and the e-mail when they shared one. */
export type FacebookProfile = { id: string; email?: string; firstName?: string; lastName?: string }

export const facebookSignInFailed = () => fail('FACEBOOK_SIGN_IN_FAILED', 400)

// Graph sends ids as strings; numbers are accepted too so a change of JSON shape cannot pass as a mismatch.
const GraphId = z.union([z.string(), z.number()]).transform(String)
const TokenDebug = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: GraphId.optional(),
    type: z.string().optional(),
    expires_at: z.number().optional(),
    user_id: GraphId.optional(),
  }),
})
const Me = z.object({
  id: GraphId,
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
})

async function graphGet<T>(url: URL, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) }).catch(() => {
    throw facebookSignInFailed()
  })
  const body: unknown = await response.json().catch(() => undefined)
  // Graph answers refusals with 400 and `{ error: {…} }`: to the person it is one failure either way.
  const parsed = schema.safeParse(body)
  if (!response.ok || !parsed.success) throw facebookSignInFailed()
  return parsed.data
}

const blankAsMissing = (value: string | undefined) => value?.trim() || undefined

/**
 * Checks a user access token with Graph's debug_token (valid, ours, a user's, not expired) and reads
 * the profile it belongs to from Graph's /me; refuses with 400 otherwise.
 */
export async function verifyFacebookToken(
  facebook: Config['facebook'],
  token: string,
  now = new Date(),
): Promise<FacebookProfile> {
  const { appId, appSecret, graphUrl } = facebook
  if (!appId || !appSecret) throw facebookSignInFailed()

  const debugUrl = new URL(`${graphUrl}/debug_token`)
  debugUrl.searchParams.set('input_token', token)
  debugUrl.searchParams.set('access_token', `${appId}|${appSecret}`)
  const { data } = await graphGet(debugUrl, TokenDebug)
  const expiresAt = data.expires_at ?? -1
  const live = expiresAt === 0 || expiresAt * 1000 > now.getTime()
  // A valid token issued to another app must not sign anyone in here (the classic token-substitution attack).
  if (!data.is_valid || data.app_id !== appId || data.type !== 'USER' || !live || !data.user_id) {
    throw facebookSignInFailed()
  }

  const meUrl = new URL(`${graphUrl}/me`)
  meUrl.searchParams.set('fields', 'id,first_name,last_name,email')
  meUrl.searchParams.set('access_token', token)
  // Proves the call comes from the app's server, as "Require App Secret" demands.
  meUrl.searchParams.set('appsecret_proof', createHmac('sha256', appSecret).update(token).digest('hex'))
  const me = await graphGet(meUrl, Me)
  if (me.id !== data.user_id) throw facebookSignInFailed()

  return {
    id: me.id,
    email: blankAsMissing(me.email),
    firstName: blankAsMissing(me.first_name)?.slice(0, 100),
    lastName: blankAsMissing(me.last_name)?.slice(0, 100),
  }
}
