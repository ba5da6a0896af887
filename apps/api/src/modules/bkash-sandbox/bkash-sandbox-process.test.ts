import { type ChildProcess, spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALLBACK, newInvoice } from '../../testing/bkash-fixtures.ts'
import { freePort } from '../../testing/test-app.ts'
import { createBkashClient } from '../payments/bkash-client.ts'
import { SANDBOX_HEALTH_PATH } from './bkash-sandbox-app.ts'

// The sandbox as the sale benches run it: a process of its own (src/bkash-sandbox-server.ts), reached over
// real HTTP by the same bKash client Mela uses, with merchant credentials it was given in its environment.
const merchant = {
  appKey: 'bench-app-key',
  appSecret: 'bench-app-secret',
  username: 'bench-username',
  password: 'bench-password',
}
const sandbox = { url: '', process: undefined as ChildProcess | undefined }
const client = (account = merchant) =>
  createBkashClient({ ...account, baseUrl: `${sandbox.url}/bkash-sandbox/v1.2.0-beta`, timeoutMs: 5000 })

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
  sandbox.process = spawn(process.execPath, ['--import', 'tsx', 'src/bkash-sandbox-server.ts'], {
    cwd: new URL('../../..', import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: sandbox.url,
      BKASH_APP_KEY: merchant.appKey,
      BKASH_APP_SECRET: merchant.appSecret,
      BKASH_USERNAME: merchant.username,
      BKASH_PASSWORD: merchant.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await answering(`${sandbox.url}${SANDBOX_HEALTH_PATH}`, Date.now() + 30_000)
})

afterAll(() => {
  sandbox.process?.kill('SIGTERM')
})

describe('the bKash sandbox as its own process', () => {
  it('takes a payment from the bKash client: token grant, create, the payer page, execute', async () => {
    const bkash = client()
    const created = await bkash.createPayment({
      amountPoisha: 50_000,
      invoiceNumber: newInvoice(),
      callbackURL: CALLBACK,
      payerReference: '01770618575',
    })
    expect(created.bkashURL.startsWith(`${sandbox.url}/bkash-sandbox/`)).toBe(true)

    // The payer's browser opens the page on the sandbox's own address; its forms may lead back to the shop.
    const page = await fetch(created.bkashURL)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${new URL(CALLBACK).origin}`,
    )

    const paid = await fetch(`${sandbox.url}/bkash-sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentID: created.paymentID }),
    })
    const { redirectURL } = (await paid.json()) as { redirectURL: string }
    expect(redirectURL.startsWith(`${CALLBACK}?paymentID=${created.paymentID}&status=success`)).toBe(true)

    const outcome = await bkash.executePayment(created.paymentID)
    expect(outcome).toMatchObject({ status: 'completed', amount: '500.00', trxID: expect.any(String) })
  })

  it('refuses a merchant whose credentials it was not given', async () => {
    const stranger = client({ ...merchant, appSecret: 'sandbox-app-secret' })
    await expect(
      stranger.createPayment({
        amountPoisha: 50_000,
        invoiceNumber: newInvoice(),
        callbackURL: CALLBACK,
        payerReference: '01770618575',
      }),
    ).rejects.toMatchObject({ name: 'PaymentError', code: 'HTTP_401' })
  })
})
