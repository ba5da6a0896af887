import { type ChildProcess, spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../testing/test-app.ts'
import { createSslcommerzClient } from '../payments/sslcommerz-client.ts'
import { SANDBOX_HEALTH_PATH } from './sslcommerz-sandbox-app.ts'

// The sandbox as `npm run sslcommerz-sandbox` runs it (src/sslcommerz-sandbox-server.ts), reached over real HTTP
// by the client Mela uses, with the store it was given in its environment.
const sandbox = { url: '', process: undefined as ChildProcess | undefined }
const client = (storePassword = 'bench-password') =>
  createSslcommerzClient({
    baseUrl: `${sandbox.url}/sslcommerz-sandbox`,
    storeId: 'bench',
    storePassword,
    timeoutMs: 5000,
  })

async function answering(url: string, deadline: number): Promise<void> {
  for (;;) {
    const answer = await fetch(url).catch(() => undefined)
    if (answer?.ok) return
    if (Date.now() > deadline) throw new Error(`${url} did not answer`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  const port = await freePort()
  sandbox.url = `http://127.0.0.1:${port}`
  sandbox.process = spawn(process.execPath, ['--import', 'tsx', 'src/sslcommerz-sandbox-server.ts'], {
    cwd: new URL('../../..', import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: sandbox.url,
      SSLCOMMERZ_STORE_ID: 'bench',
      SSLCOMMERZ_STORE_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await answering(`${sandbox.url}${SANDBOX_HEALTH_PATH}`, Date.now() + 30_000)
})

afterAll(() => {
  sandbox.process?.kill('SIGTERM')
})

describe('the SSLCommerz sandbox as its own process', () => {
  it('opens a session for the store it was given, its payer page on its own address', async () => {
    const session = await client().createSession({
      tranId: 'TKT-process-1',
      amountPoisha: 50_000,
      productName: 'One seat',
      numOfItems: 1,
      customer: { name: 'Rumi', phone: '01712345670' },
      successUrl: 'http://localhost:3000/ok',
      failUrl: 'http://localhost:3000/fail',
      cancelUrl: 'http://localhost:3000/cancel',
      ipnUrl: 'http://localhost:3000/ipn',
    })
    expect(session.gatewayPageURL.startsWith(`${sandbox.url}/sslcommerz-sandbox/EasyCheckOut/testcde`)).toBe(
      true,
    )
    const page = await fetch(session.gatewayPageURL)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000")
  })

  it('refuses the default store it was not given', async () => {
    await expect(client('qwerty').queryByTranId('x')).rejects.toMatchObject({ code: 'API_INVALID_REQUEST' })
  })
})
