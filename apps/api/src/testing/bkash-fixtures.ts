import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { beforeAll } from 'vitest'
import type { App } from '../app.ts'
import type { Config } from '../config.ts'
import { createBkashClient } from '../modules/payments/bkash-client.ts'
import { useTestApp } from './test-app.ts'

export const CALLBACK = 'http://localhost:3000/purchase/bkash/finalize/p1'

/**
 * The real app with its bKash sandbox listening on 127.0.0.1, and clients that talk to it over
 * HTTP as they would to bKash, counting the paths they call.
 */
export function useBkashSandbox(overrides: Partial<Config> = {}) {
  const context = useTestApp(overrides)
  const sandbox = { baseUrl: '' }
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = context.app.server.address() as AddressInfo
    sandbox.baseUrl = `http://127.0.0.1:${port}/bkash-sandbox/v1.2.0-beta`
  })

  function client(
    options: { timeoutMs?: number; now?: () => Date; appKey?: string; refundApi?: 'v1' | 'v2' } = {},
  ) {
    const calls: string[] = []
    const onRequest = (url: string) => calls.push(url.split('/tokenized/checkout/')[1] ?? url)
    const bkash = createBkashClient({
      ...context.app.config.bkash,
      baseUrl: sandbox.baseUrl,
      onRequest,
      ...options,
    })
    const count = (path: string) => calls.filter((call) => call === path).length
    return Object.assign(bkash, { calls, count })
  }

  return { context, client, app: () => context.app }
}

/** A merchant invoice number never used before. */
export const newInvoice = () => `INV-${randomUUID()}`

/** Creates a payment of `amountPoisha` for the sandbox to pay. */
export const createFor = (
  bkash: ReturnType<ReturnType<typeof useBkashSandbox>['client']>,
  amountPoisha = 50000,
  invoiceNumber = newInvoice(),
) =>
  bkash.createPayment({ amountPoisha, invoiceNumber, callbackURL: CALLBACK, payerReference: '01770618575' })

/** The page's three steps through the test shortcut; answers where the payer's browser would go. */
export async function pay(app: App, paymentID: string, payer: { wallet?: string; pin?: string } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/bkash-sandbox/pay',
    payload: { paymentID, ...payer },
  })
  return response.json() as { redirectURL?: string; message?: string }
}

/** Sets sandbox knobs (POST /bkash-sandbox/knobs). */
export async function setKnobs(app: App, knobs: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/bkash-sandbox/knobs', payload: knobs })
  if (response.statusCode !== 200) throw new Error(`knobs refused: ${response.body}`)
}
