// Signing in with Facebook: the user token is checked with Graph (our app's, a user's, unexpired, proven with
// the app secret); a first sign-in makes an account or links the one with the same e-mail, and a new person
// who shared no e-mail is sent to Google or the form.
import { createHmac } from 'node:crypto'
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import {
  currentUser,
  facebookRefused,
  postFromNewAddress,
  registerWithPassword,
  startSocialFakes,
  userRow,
} from '../../testing/social-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const { google, graph } = await startSocialFakes()
const context = useTestApp({ google: google.settings, facebook: graph.settings })
const post = (url: string, payload: object, app = context.app) => postFromNewAddress(app, url, payload)

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
    expect((await currentUser(context.app, first.json().authToken)).json().ID).toBe(first.json().user.ID)

    graph.addUser('fb-token-2', { id: '5001', first_name: 'Farhan', email: 'farhan@example.com' })
    const second = await post('/api/auth/login/facebook', { Token: 'fb-token-2' })
    expect(second.json().user.ID).toBe(first.json().user.ID)
  })

  it('links an account with the same e-mail', async () => {
    const id = await registerWithPassword(context.app, 'mitu', 'mitu@example.com')
    graph.addUser('fb-mitu', { id: '5002', first_name: 'Mitu', email: 'MITU@example.com' })
    const response = await post('/api/auth/login/facebook', { Token: 'fb-mitu' })
    expect(response.json().user.ID).toBe(id)
    expect((await userRow(context.app, id))?.facebookId).toBe('5002')
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
