import { createHmac } from 'node:crypto'
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import { startFakeFacebookGraph } from '../../testing/fake-facebook-graph.ts'
import { startFakeGoogle } from '../../testing/fake-google.ts'
import { useTestApp } from '../../testing/test-app.ts'

// The fakes listen before the app is built, so its settings can point at them.
const google = await startFakeGoogle()
const graph = await startFakeFacebookGraph()
afterAll(async () => {
  await google.close()
  await graph.close()
})

const context = useTestApp({ google: google.settings, facebook: graph.settings })

// Each call comes from its own address, so the per-address limit of social sign-in never interferes.
let visitor = 0
const post = (url: string, payload: object, app = context.app) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`,
  })

const currentUser = (authToken: string) =>
  context.app.inject({ url: '/api/user/me', headers: { authorization: authToken } })

const userRow = async (id: string) => {
  const [row] = await context.database.db.select().from(users).where(eq(users.id, id))
  return row
}

async function registerWithPassword(username: string, email: string) {
  const response = await post('/api/auth/register', {
    FirstName: 'Karim',
    Username: username,
    Email: email,
    Password: 'Secret123',
    ConfirmPassword: 'Secret123',
  })
  expect(response.statusCode).toBe(200)
  return response.json().ID as string
}

const googleRefused = { code: 'GOOGLE_SIGN_IN_FAILED', message: ERROR_TEXTS.GOOGLE_SIGN_IN_FAILED }
const facebookRefused = { code: 'FACEBOOK_SIGN_IN_FAILED', message: ERROR_TEXTS.FACEBOOK_SIGN_IN_FAILED }

describe('POST /api/auth/login/google', () => {
  it('creates a Google account on first sign-in and signs it in', async () => {
    const token = await google.mintIdToken({ sub: 'g-new', email: 'nadia@example.com', given_name: 'Nadia' })
    const response = await post('/api/auth/login/google', { Token: token })
    expect(response.statusCode).toBe(200)
    const { authToken, user } = response.json()
    expect(user).toMatchObject({
      Username: 'g_g-new',
      FirstName: 'Nadia',
      LastName: 'Uddin',
      Email: 'nadia@example.com',
      EmailVerified: true,
      Kind: 'google',
      HasPassword: false,
    })
    const me = await currentUser(authToken)
    expect(me.statusCode).toBe(200)
    expect(me.json().ID).toBe(user.ID)
  })

  it('signs the same Google account in to the same user again', async () => {
    const token = await google.mintIdToken({ sub: 'g-again', email: 'again@example.com' })
    const first = (await post('/api/auth/login/google', { Token: token })).json()
    const second = await post('/api/auth/login/google', {
      Token: await google.mintIdToken({ sub: 'g-again' }),
    })
    expect(second.statusCode).toBe(200)
    expect(second.json().user.ID).toBe(first.user.ID)
    expect(second.json().authToken).not.toBe(first.authToken)
  })

  it('links a password account with the same confirmed e-mail instead of creating another', async () => {
    const id = await registerWithPassword('karim', 'Karim@Example.com')
    await context.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id))
    const token = await google.mintIdToken({ sub: 'g-karim', email: 'karim@example.com' })
    const response = await post('/api/auth/login/google', { Token: token })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({
      ID: id,
      Username: 'karim',
      Kind: 'password',
      HasPassword: true,
    })
    expect((await userRow(id))?.googleSub).toBe('g-karim')
    const login = await post('/api/auth/login', { Username: 'karim', Password: 'Secret123' })
    expect(login.statusCode).toBe(200)
  })

  it('takes over an unconfirmed password account for the owner of its address, ending the squatter’s access', async () => {
    const id = await registerWithPassword('squatter', 'owner@example.com')
    const squatter = (await post('/api/auth/login', { Username: 'squatter', Password: 'Secret123' })).json()
    const token = await google.mintIdToken({ sub: 'g-owner', email: 'owner@example.com' })
    const response = await post('/api/auth/login/google', { Token: token })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ ID: id, EmailVerified: true, HasPassword: false })
    expect((await currentUser(squatter.authToken)).statusCode).toBe(401)
    const login = await post('/api/auth/login', { Username: 'squatter', Password: 'Secret123' })
    expect(login.statusCode).toBe(400)
  })

  it('does not use an unconfirmed Google e-mail to find or fill an account', async () => {
    const id = await registerWithPassword('salma', 'salma@example.com')
    const token = await google.mintIdToken({
      sub: 'g-salma',
      email: 'salma@example.com',
      email_verified: false,
    })
    const response = await post('/api/auth/login/google', { Token: token })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ Username: 'g_g-salma', Email: null, EmailVerified: false })
    expect(response.json().user.ID).not.toBe(id)
  })

  it('never moves an e-mail to a second Google account', async () => {
    await post('/api/auth/login/google', {
      Token: await google.mintIdToken({ sub: 'g-first', email: 'x@example.com' }),
    })
    const second = await google.mintIdToken({ sub: 'g-second', email: 'x@example.com' })
    const response = await post('/api/auth/login/google', { Token: second })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ message: 'This email address is already registered' })
  })

  it('asks for the names when Google sent none, so the web opens its google tab', async () => {
    const noGivenName = await google.mintIdToken({ sub: 'g-anon', given_name: undefined })
    const first = await post('/api/auth/login/google', { Token: noGivenName })
    expect(first.statusCode).toBe(400)
    expect(first.json()).toEqual({ FirstName: 'Value is required' })

    const noNames = await google.mintIdToken({ sub: 'g-anon', given_name: ' ', family_name: undefined })
    const second = await post('/api/auth/login/google', { Token: noNames })
    expect(second.json()).toEqual({ FirstName: 'Value is required', LastName: 'Value is required' })
    const [created] = await context.database.db.select().from(users).where(eq(users.googleSub, 'g-anon'))
    expect(created).toBeUndefined()
  })

  it('accepts the bare issuer accounts.google.com too', async () => {
    const token = await google.mintIdToken({ sub: 'g-bare-issuer', iss: 'accounts.google.com' })
    expect((await post('/api/auth/login/google', { Token: token })).statusCode).toBe(200)
  })

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://evil.example.com' }],
    [
      'an expired token',
      { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 600 },
    ],
  ])('refuses %s', async (_, claims) => {
    const response = await post('/api/auth/login/google', { Token: await google.mintIdToken(claims) })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(googleRefused)
  })

  it('refuses a token signed by a key Google never published, and one that is not a token', async () => {
    const forged = await google.mintIdToken({ sub: 'g-forged' }, { signedByStranger: true })
    for (const Token of [forged, 'not-a-jwt']) {
      const response = await post('/api/auth/login/google', { Token })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(googleRefused)
    }
  })

  it('refuses a blocked account', async () => {
    const token = await google.mintIdToken({ sub: 'g-banned', email: 'banned@example.com' })
    const { user } = (await post('/api/auth/login/google', { Token: token })).json()
    await context.database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, user.ID))
    const response = await post('/api/auth/login/google', { Token: token })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ message: 'This account is blocked' })
  })
})

describe('POST /api/auth/register/google', () => {
  it('creates the account under the names typed in the google tab', async () => {
    const token = await google.mintIdToken({ sub: 'g-tab', email: 'tab@example.com', given_name: undefined })
    const response = await post('/api/auth/register/google', {
      GoogleIdToken: token,
      FirstName: ' Tahmina ',
      LastName: 'Akter',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({
      Username: 'g_g-tab',
      FirstName: 'Tahmina',
      LastName: 'Akter',
      Email: 'tab@example.com',
    })
    const again = await post('/api/auth/register/google', { GoogleIdToken: token, FirstName: 'Other' })
    expect(again.json().user).toMatchObject({ ID: response.json().user.ID, FirstName: 'Tahmina' })
  })

  it('still requires a first name and a genuine token', async () => {
    const token = await google.mintIdToken({ sub: 'g-tab-2' })
    const blank = await post('/api/auth/register/google', { GoogleIdToken: token, FirstName: ' ' })
    expect(blank.json()).toEqual({ FirstName: 'Value is required' })
    const foreign = await google.mintIdToken({ sub: 'g-tab-2', aud: 'x' })
    const refused = await post('/api/auth/register/google', { GoogleIdToken: foreign, FirstName: 'A' })
    expect(refused.json()).toEqual(googleRefused)
  })
})

describe('POST /api/auth/login/facebook', () => {
  it('creates a Facebook account on first sign-in, then signs the same user in again', async () => {
    graph.addUser('fb-token-1', {
      id: '5001',
      first_name: 'Farhan',
      last_name: 'Ahmed',
      email: 'farhan@example.com',
    })
    const first = await post('/api/auth/login/facebook', { Token: 'fb-token-1' })
    expect(first.statusCode).toBe(200)
    expect(first.json().user).toMatchObject({
      Username: 'fb_5001',
      FirstName: 'Farhan',
      LastName: 'Ahmed',
      Email: 'farhan@example.com',
      EmailVerified: true,
      Kind: 'facebook',
    })
    expect((await currentUser(first.json().authToken)).json().ID).toBe(first.json().user.ID)

    graph.addUser('fb-token-2', { id: '5001', first_name: 'Farhan', email: 'farhan@example.com' })
    const second = await post('/api/auth/login/facebook', { Token: 'fb-token-2' })
    expect(second.json().user.ID).toBe(first.json().user.ID)
  })

  it('links an account with the same e-mail', async () => {
    const id = await registerWithPassword('mitu', 'mitu@example.com')
    graph.addUser('fb-mitu', { id: '5002', first_name: 'Mitu', email: 'MITU@example.com' })
    const response = await post('/api/auth/login/facebook', { Token: 'fb-mitu' })
    expect(response.json().user.ID).toBe(id)
    expect((await userRow(id))?.facebookId).toBe('5002')
  })

  it('asks a new person without a Facebook e-mail to use Google or the form (product §8)', async () => {
    graph.addUser('fb-no-email', { id: '5003', first_name: 'Rafi' })
    const response = await post('/api/auth/login/facebook', { Token: 'fb-no-email' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: ERROR_TEXTS.FACEBOOK_NO_EMAIL })
  })

  it('refuses a token Graph does not know', async () => {
    const response = await post('/api/auth/login/facebook', { Token: 'made-up' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(facebookRefused)
  })

  it('refuses a valid token issued to another app', async () => {
    graph.addUser('fb-other-app', { id: '5004', first_name: 'A', email: 'a@example.com' }, { app_id: '999' })
    expect((await post('/api/auth/login/facebook', { Token: 'fb-other-app' })).json()).toEqual(
      facebookRefused,
    )
  })

  it('refuses an expired token, and one that is not a user token', async () => {
    graph.addUser('fb-expired', { id: '5005', first_name: 'B', email: 'b@example.com' })
    graph.expireToken('fb-expired')
    graph.addUser('fb-stale', { id: '5006', first_name: 'C', email: 'c@example.com' }, { expires_at: 1 })
    graph.addUser('fb-page', { id: '5007', first_name: 'D', email: 'd@example.com' }, { type: 'PAGE' })
    for (const Token of ['fb-expired', 'fb-stale', 'fb-page']) {
      expect((await post('/api/auth/login/facebook', { Token })).json()).toEqual(facebookRefused)
    }
  })

  it('refuses when the profile is not the token’s user', async () => {
    graph.addUser('fb-mismatch', { id: '5008', first_name: 'E', email: 'e@example.com' }, { user_id: '5009' })
    expect((await post('/api/auth/login/facebook', { Token: 'fb-mismatch' })).json()).toEqual(facebookRefused)
  })

  it('proves the app secret on /me, which Graph refuses without a right proof', async () => {
    graph.addUser('fb-proof', { id: '5010', first_name: 'F', email: 'f@example.com' })
    const wrong = createHmac('sha256', 'not-the-secret').update('fb-proof').digest('hex')
    const refused = await fetch(
      `${graph.graphUrl}/me?fields=id&access_token=fb-proof&appsecret_proof=${wrong}`,
    )
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: { type: 'GraphMethodException', code: 100 } })
    expect((await post('/api/auth/login/facebook', { Token: 'fb-proof' })).statusCode).toBe(200)
  })
})

describe('without Google or Facebook settings', () => {
  const bare = useTestApp()

  it('refuses both kinds of sign-in', async () => {
    const token = await google.mintIdToken()
    graph.addUser('fb-unconfigured', { id: '5011', first_name: 'G', email: 'g@example.com' })
    const byGoogle = await post('/api/auth/login/google', { Token: token }, bare.app)
    expect(byGoogle.statusCode).toBe(400)
    expect(byGoogle.json()).toEqual(googleRefused)
    const byFacebook = await post('/api/auth/login/facebook', { Token: 'fb-unconfigured' }, bare.app)
    expect(byFacebook.json()).toEqual(facebookRefused)
  })

  it('limits attempts per address before looking at the token', async () => {
    const attempt = () =>
      bare.app.inject({
        method: 'POST',
        url: '/api/auth/login/google',
        payload: { Token: 'x' },
        remoteAddress: '10.9.9.9',
      })
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(400)
    expect((await attempt()).statusCode).toBe(429)
  })
})
