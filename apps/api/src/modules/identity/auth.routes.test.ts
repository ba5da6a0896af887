import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema.ts'
import {
  authHeaders,
  deliverMessages,
  lastMessageTo,
  login,
  PASSWORD,
  randomIp,
  register,
  signedInUser,
  tokenFromLink,
  uniqueName,
} from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: randomIp() })

describe('POST /api/auth/register', () => {
  it('creates the account and answers the user without any secret', async () => {
    const username = uniqueName('rahim')
    const response = await post('/api/auth/register', {
      FirstName: '  Rahim ',
      LastName: 'Uddin',
      Username: username,
      Email: `${username}@example.com`,
      Phone: '01712345678',
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Address: '',
    })
    expect(response.statusCode).toBe(200)
    const user = response.json()
    expect(user).toMatchObject({
      Username: username,
      FirstName: 'Rahim',
      Phone: '+8801712345678',
      Kind: 'password',
    })
    expect(user.EmailVerified).toBe(false)
    expect(response.body).not.toContain(PASSWORD)
    expect(response.body).not.toMatch(/argon|hash/i)
  })

  it('answers every broken field in the product’s words at once', async () => {
    const response = await post('/api/auth/register', {
      FirstName: ' ',
      Username: '',
      Email: 'not-an-email',
      Phone: '01212345678',
      Password: 'short',
      ConfirmPassword: 'other',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      FirstName: 'Value is required',
      Username: 'Value is required',
      Email: 'Value is not a valid email address',
      Phone: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
      Password: 'This field should be at least 8 characters long',
      ConfirmPassword: 'The value must be equal to the Password value',
    })
  })

  it('asks for a lowercase letter, an uppercase letter and a digit', async () => {
    const base = { FirstName: 'A', Username: uniqueName() }
    const weak = async (Password: string) =>
      (await post('/api/auth/register', { ...base, Password, ConfirmPassword: Password })).json().Password
    expect(await weak('ALLUPPER123')).toBe('Password must contain at least one lowercase letter')
    expect(await weak('alllower123')).toBe('Password must contain at least one uppercase letter')
    expect(await weak('NoDigitsHere')).toBe('Password must contain at least one digit')
  })

  it('refuses a taken username or e-mail in any letter case, as field errors', async () => {
    const first = await register(context.app, { Email: `${uniqueName()}@example.com` })
    const sameName = await post('/api/auth/register', {
      FirstName: 'B',
      Username: first.Username.toUpperCase(),
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    })
    expect(sameName.statusCode).toBe(400)
    expect(sameName.json()).toEqual({ Username: 'This username is already taken' })

    const sameEmail = await post('/api/auth/register', {
      FirstName: 'B',
      Username: uniqueName(),
      Email: first.Email?.toUpperCase(),
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    })
    expect(sameEmail.json()).toEqual({ Email: 'This email address is already registered' })
  })

  it('keeps the sign-in kind prefixes and the superuser name for the server', async () => {
    for (const Username of ['fb_123', 'g_abc', 'guest_1', 'auto_x', 'star_y', 'SuperUser']) {
      const response = await post('/api/auth/register', {
        FirstName: 'A',
        Username,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
      })
      expect(response.json()).toEqual({ Username: 'This username is reserved' })
    }
  })
})

describe('POST /api/auth/login', () => {
  it('signs in by username or e-mail and answers {authToken, user}', async () => {
    const email = `${uniqueName()}@example.com`
    const user = await register(context.app, { Email: email })
    const byName = await login(context.app, user.Username)
    expect(Object.keys(byName).sort()).toEqual(['authToken', 'user'])
    expect(byName.user.ID).toBe(user.ID)
    expect((await login(context.app, email.toUpperCase())).user.ID).toBe(user.ID)
  })

  it('answers the same field error for a wrong password and an unknown user', async () => {
    const user = await register(context.app)
    const wrong = await post('/api/auth/login', { Username: user.Username, Password: 'Wrong1234' })
    const unknown = await post('/api/auth/login', { Username: uniqueName(), Password: 'Wrong1234' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ Password: 'The username or password is wrong' })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('requires both fields', async () => {
    const response = await post('/api/auth/login', { Username: ' ' })
    expect(response.json()).toEqual({ Username: 'Value is required', Password: 'Value is required' })
  })
})

describe('sessions', () => {
  it('GET /api/user/me answers the user for a valid token and 401 without, forged or revoked', async () => {
    const { user, headers } = await signedInUser(context.app)
    const me = await context.app.inject({ url: '/api/user/me', headers })
    expect(me.json().ID).toBe(user.ID)

    expect((await context.app.inject({ url: '/api/user/me' })).statusCode).toBe(401)
    const forged = await context.app.inject({
      url: '/api/user/me',
      headers: { ...headers, authorization: 'forged' },
    })
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toMatchObject({ message: 'You are not authorized to see this' })

    expect((await post('/api/auth/logout', {}, headers)).statusCode).toBe(204)
    expect((await context.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401)
  })

  it('refuses an expired session', async () => {
    const { user, headers } = await signedInUser(context.app)
    await context.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.ID))
    expect((await context.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401)
  })

  it('refuses a token sent with another user name in X-Username', async () => {
    const { headers } = await signedInUser(context.app)
    const response = await context.app.inject({
      url: '/api/user/me',
      headers: { ...headers, 'x-username': 'someone-else' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('the profile', () => {
  it('PUT /api/user/me saves names, e-mail and phone, and a new e-mail must be confirmed again', async () => {
    const { headers } = await signedInUser(context.app)
    const email = `${uniqueName()}@example.com`
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers,
      payload: { FirstName: 'Tania', LastName: 'Akter', Email: email, Phone: '+8801812345678' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      FirstName: 'Tania',
      Email: email,
      Phone: '+8801812345678',
      EmailVerified: false,
    })
    await deliverMessages(context.app)
    expect((await lastMessageTo(context.app, email))?.subject).toBe('Confirm your e-mail address for Mela')
  })

  it('confirms the e-mail address from the link, once', async () => {
    const email = `${uniqueName()}@example.com`
    await register(context.app, { Email: email })
    await deliverMessages(context.app)
    const mail = await lastMessageTo(context.app, email)
    const token = tokenFromLink(mail?.body ?? '')
    expect(mail?.body).toContain('http://localhost:3000/verify-email?token=')

    const verified = await post('/api/auth/verify-email', { Token: token })
    expect(verified.json().EmailVerified).toBe(true)
    const again = await post('/api/auth/verify-email', { Token: token })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ Token: 'This link or code is invalid or has expired' })
  })

  it('opens the confirmation page in the language the account reads, whatever browser opens the link', async () => {
    const email = `${uniqueName()}@example.com`
    await register(context.app, { Email: email, Language: 'bn' })
    await deliverMessages(context.app)
    const mail = await lastMessageTo(context.app, email)
    expect(mail?.subject).toBe('Mela-র জন্য আপনার ই-মেইল ঠিকানা নিশ্চিত করুন')
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[^\s&]+&lang=bn\s/)
  })
})

describe('PATCH /api/user/me/password', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    context.app.inject({ method: 'PATCH', url: '/api/user/me/password', headers, payload })

  it('puts a wrong current password under CurrentPassword and changes nothing', async () => {
    const { user, headers } = await signedInUser(context.app)
    const response = await change(headers, {
      CurrentPassword: 'Wrong1234',
      Password: 'Newpass123',
      ConfirmPassword: 'Newpass123',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ CurrentPassword: 'The current password is wrong' })
    await expect(login(context.app, user.Username)).resolves.toBeTruthy()
  })

  it('refuses the current password as the new one', async () => {
    const { headers } = await signedInUser(context.app)
    const response = await change(headers, {
      CurrentPassword: PASSWORD,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    })
    expect(response.json()).toEqual({ Password: 'New password can not be same as current password' })
  })

  it('changes the password and, when asked, signs out every other device', async () => {
    const { user, headers } = await signedInUser(context.app)
    const otherDevice = authHeaders(await login(context.app, user.Username))
    const response = await change(headers, {
      CurrentPassword: PASSWORD,
      Password: 'Newpass123',
      ConfirmPassword: 'Newpass123',
      LogOutOtherDevices: true,
    })
    expect(response.statusCode).toBe(204)
    expect((await context.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200)
    expect((await context.app.inject({ url: '/api/user/me', headers: otherDevice })).statusCode).toBe(401)
    await expect(login(context.app, user.Username, 'Newpass123')).resolves.toBeTruthy()
  })

  it('signs other devices out unless told to keep them', async () => {
    const { user, headers } = await signedInUser(context.app)
    const otherDevice = authHeaders(await login(context.app, user.Username))
    await change(headers, {
      CurrentPassword: PASSWORD,
      Password: 'Newpass123',
      ConfirmPassword: 'Newpass123',
      LogOutOtherDevices: false,
    })
    expect((await context.app.inject({ url: '/api/user/me', headers: otherDevice })).statusCode).toBe(200)
    await change(headers, {
      CurrentPassword: 'Newpass123',
      Password: 'Newpass456',
      ConfirmPassword: 'Newpass456',
    })
    expect((await context.app.inject({ url: '/api/user/me', headers: otherDevice })).statusCode).toBe(401)
    expect((await context.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(200)
  })
})
