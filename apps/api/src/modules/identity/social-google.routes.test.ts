// Signing in with Google: the ID token is checked against Google's published keys, its audience, issuer and
// expiry; a first sign-in makes an account (or links the password account that owns the confirmed address),
// and a person Google sent no names for types them in the google tab.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import {
  currentUser,
  googleRefused,
  postFromNewAddress,
  registerWithPassword,
  startSocialFakes,
  userRow,
} from '../../testing/social-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const { google, graph } = await startSocialFakes()
const context = useTestApp({ google: google.settings, facebook: graph.settings })
const post = (url: string, payload: object, app = context.app) => postFromNewAddress(app, url, payload)

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
    const me = await currentUser(context.app, authToken)
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
    const id = await registerWithPassword(context.app, 'karim', 'Karim@Example.com')
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
    expect((await userRow(context.app, id))?.googleSub).toBe('g-karim')
    const login = await post('/api/auth/login', { Username: 'karim', Password: 'Secret123' })
    expect(login.statusCode).toBe(200)
  })

  it('takes over an unconfirmed password account for the owner of its address, ending the squatter’s access', async () => {
    const id = await registerWithPassword(context.app, 'squatter', 'owner@example.com')
    const squatter = (await post('/api/auth/login', { Username: 'squatter', Password: 'Secret123' })).json()
    const token = await google.mintIdToken({ sub: 'g-owner', email: 'owner@example.com' })
    const response = await post('/api/auth/login/google', { Token: token })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ ID: id, EmailVerified: true, HasPassword: false })
    expect((await currentUser(context.app, squatter.authToken)).statusCode).toBe(401)
    const login = await post('/api/auth/login', { Username: 'squatter', Password: 'Secret123' })
    expect(login.statusCode).toBe(400)
  })

  it('does not use an unconfirmed Google e-mail to find or fill an account', async () => {
    const id = await registerWithPassword(context.app, 'salma', 'salma@example.com')
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
