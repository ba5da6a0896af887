import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { sslcommerzGatewayFor } from './sslcommerz-gateway-for.ts'

const production = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...env })

describe('SSLCommerz configuration', () => {
  it('uses the bundled sandbox in production only when SSLCOMMERZ_SANDBOX=true is set on purpose', () => {
    expect(production().sslcommerz).toMatchObject({ sandbox: false, configured: false, sandboxKnobs: false })
    expect(production({ SSLCOMMERZ_SANDBOX: 'true' }).sslcommerz).toMatchObject({
      sandbox: true,
      configured: true,
    })
    expect(production({ SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com/' }).sslcommerz).toMatchObject(
      {
        sandbox: false,
        configured: true,
        baseUrl: 'https://securepay.sslcommerz.com',
      },
    )
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }).sslcommerz).toEqual({
      sandbox: true,
      configured: true,
      baseUrl: 'http://localhost:3100/sslcommerz-sandbox',
      storeId: 'testbox',
      storePassword: 'qwerty',
      timeoutMs: 30_000,
      sandboxKnobs: true,
    })
  })

  it('refuses every call in clear words where SSLCommerz is not set up, and trusts no signature', async () => {
    const gateway = sslcommerzGatewayFor(production())
    await expect(gateway.validate('x')).rejects.toMatchObject({ code: 'GATEWAY_NOT_SET_UP', status: 503 })
    await expect(gateway.refundStatus('x')).rejects.toMatchObject({ code: 'GATEWAY_NOT_SET_UP' })
    expect(gateway.verifySignature({ verify_key: 'a', a: '', verify_sign: 'x' })).toBe(false)
  })
})
