import { type BkashAnswer, codeOf, field, refusal } from './bkash-http.ts'

export type BkashAccount = { appKey: string; appSecret: string; username: string; password: string }
type Call = (path: string, body: object, headers: Record<string, string>) => Promise<BkashAnswer>
type Token = { idToken: string; refreshToken: string; renewAt: number }

// bKash blocks merchants that ask for tokens too often, so one token is kept
// and renewed about 5 minutes before its hour is up.
const RENEW_EARLY_SECONDS = 5 * 60

/**
 * The id_token for bKash calls: granted once, renewed with the refresh token shortly before it
 * expires, granted anew only when refreshing fails or bKash refuses the token (HTTP 401).
 */
export function createTokenKeeper(account: BkashAccount, call: Call, now: () => Date) {
  let token: Token | undefined
  let renewing: Promise<string> | undefined

  async function ask(refreshToken?: string): Promise<Token> {
    const answer = await call(
      refreshToken ? 'token/refresh' : 'token/grant',
      {
        app_key: account.appKey,
        app_secret: account.appSecret,
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
      },
      { username: account.username, password: account.password },
    )
    const idToken = field(answer, 'id_token')
    // A grant that carries an id_token is good even without statusCode (bKash's live hosts often omit it);
    // only an explicit statusCode other than "0000" refuses it.
    const code = codeOf(answer)
    if (answer.httpStatus !== 200 || !idToken || (code !== undefined && code !== '0000'))
      throw refusal(answer)
    const lifetime = Number(answer.body.expires_in) || 3600
    const fresh = Math.max(lifetime - RENEW_EARLY_SECONDS, lifetime / 2)
    return {
      idToken,
      refreshToken: field(answer, 'refresh_token') ?? refreshToken ?? '',
      renewAt: now().getTime() + fresh * 1000,
    }
  }

  async function renew(grant: boolean): Promise<string> {
    const refreshToken = grant ? undefined : token?.refreshToken
    token = refreshToken ? await ask(refreshToken).catch(() => ask()) : await ask()
    return token.idToken
  }

  // Calls arriving while a token is on its way wait for it rather than ask again.
  function once(grant: boolean) {
    renewing ??= renew(grant).finally(() => {
      renewing = undefined
    })
    return renewing
  }

  return {
    /** The current id_token, renewing it first when it is (nearly) expired. */
    idToken: (): Promise<string> =>
      token && now().getTime() < token.renewAt ? Promise.resolve(token.idToken) : once(false),
    /** After bKash refused `stale`: a newly granted token (or one another call already got). */
    regrant: (stale: string): Promise<string> =>
      token && token.idToken !== stale ? Promise.resolve(token.idToken) : once(true),
  }
}
