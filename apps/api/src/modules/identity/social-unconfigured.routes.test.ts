// An instance set up without Google or Facebook refuses both sign-ins with the usual refusal, and still limits
// the attempts per address before it looks at a token.

import { describe, expect, it } from 'vitest'
import type { App } from '../../app.ts'
import {
  facebookRefused,
  googleRefused,
  postFromNewAddress,
  startSocialFakes,
} from '../../testing/social-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// The fakes run all the same: a token Google would accept, and a Facebook user Graph knows.
const { google, graph } = await startSocialFakes()
const post = (url: string, payload: object, app: App) => postFromNewAddress(app, url, payload)

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
