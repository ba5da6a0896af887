import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../config.ts'
import { registerSecurityHeaders } from './security-headers.ts'

async function policyWith(overrides: Parameters<typeof testConfig>[0]) {
  const app = Fastify()
  await registerSecurityHeaders(app, testConfig(overrides))
  app.get('/', async () => 'ok')
  const response = await app.inject({ url: '/' })
  await app.close()
  const directives = String(response.headers['content-security-policy']).split(';')
  const directive = (name: string) => directives.find((d) => d.trim().startsWith(`${name} `))?.trim()
  return { directive, opener: response.headers['cross-origin-opener-policy'] }
}

describe('the content security policy', () => {
  it('allows only our own origin when no outside service is configured', async () => {
    const { directive, opener } = await policyWith({ publicUrl: 'https://mela.example' })
    expect(directive('script-src')).toBe("script-src 'self'")
    expect(directive('connect-src')).toBe("connect-src 'self'")
    expect(opener).toBe('same-origin')
  })

  it("lets Google's and Facebook's sign-in and Cloudinary's uploads work once configured", async () => {
    const base = testConfig({})
    const { directive, opener } = await policyWith({
      publicUrl: 'https://mela.example',
      google: { ...base.google, clientIds: ['client.apps.googleusercontent.com'] },
      facebook: { ...base.facebook, appId: '123' },
      media: { ...base.media, cloudinary: { cloudName: 'mela', apiKey: 'k', apiSecret: 's' } },
    })
    expect(directive('script-src')).toBe(
      "script-src 'self' https://accounts.google.com/gsi/client https://connect.facebook.net",
    )
    expect(directive('frame-src')).toContain('https://accounts.google.com/gsi/')
    expect(directive('frame-src')).toContain('https://www.facebook.com')
    expect(directive('connect-src')).toContain('https://api.cloudinary.com')
    expect(directive('connect-src')).toContain('https://graph.facebook.com')
    expect(opener).toBe('same-origin-allow-popups')
  })

  it('sends no opener policy on plain http, where browsers ignore it and log an error', async () => {
    const { opener } = await policyWith({ publicUrl: 'http://192.168.1.20:3000' })
    expect(opener).toBeUndefined()
  })
})
