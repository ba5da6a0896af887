import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type Config, testConfig } from '../config.ts'
import { buildGatewaySandboxApp } from '../lib/gateway-sandbox.ts'
import { createSslcommerzClient, type SslcommerzGateway } from '../modules/payments/sslcommerz-client.ts'
import { sslcommerzSandbox } from '../modules/sslcommerz-sandbox/sslcommerz-sandbox-app.ts'
import { SANDBOX_WORDS } from '../modules/sslcommerz-sandbox/sslcommerz-sandbox-words.ts'
import { freePort } from './test-app.ts'

export const SHOP = 'http://shop.test/purchase/sslcommerz/return/p1'
export type Posted = Record<string, string>

/**
 * The SSLCommerz sandbox alone (no database) listening on 127.0.0.1, a small shop that records the IPNs it
 * is sent, and clients that talk to the sandbox over HTTP as Mela does to SSLCommerz. Knobs go back to
 * the gateway's ways after each test.
 */
export function useSslcommerzSandbox(overrides: Partial<Config['sslcommerz']> = {}) {
  const context = { url: '', ipnUrl: '', ipns: [] as Posted[] } as {
    app: FastifyInstance
    shop: Server
    url: string
    ipnUrl: string
    ipns: Posted[]
  }
  beforeAll(async () => {
    context.shop = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      request.on('end', () => {
        context.ipns.push(Object.fromEntries(new URLSearchParams(body)))
        response.end('IPN received')
      })
    })
    await new Promise<void>((resolve) => context.shop.listen(0, '127.0.0.1', resolve))
    context.ipnUrl = `http://127.0.0.1:${(context.shop.address() as AddressInfo).port}/ipn`
    const port = await freePort()
    context.url = `http://127.0.0.1:${port}`
    const base = testConfig()
    const sslcommerz = { ...base.sslcommerz, baseUrl: `${context.url}/sslcommerz-sandbox`, ...overrides }
    context.app = await buildGatewaySandboxApp(
      { ...base, publicUrl: context.url, sslcommerz },
      sslcommerzSandbox,
    )
    await context.app.listen({ port, host: '127.0.0.1' })
  })
  afterEach(async () => {
    context.ipns.length = 0
    if (context.app) await setKnobs(context.url, {})
  })
  afterAll(async () => {
    await context.app?.close()
    context.shop?.closeAllConnections()
    await new Promise((resolve) => context.shop?.close(resolve))
  })

  function client(options: { timeoutMs?: number; storePassword?: string } = {}) {
    const calls: string[] = []
    const gateway = createSslcommerzClient({
      ...context.app.config.sslcommerz,
      timeoutMs: 5000,
      onRequest: (url) => calls.push(url),
      ...options,
    })
    return Object.assign(gateway, { calls })
  }

  /** A session for a new tran_id, its return URLs at SHOP and its IPN at the recording shop. */
  const createFor = (
    gateway: SslcommerzGateway,
    input: { amountPoisha?: number; multiCardName?: string; tranId?: string } = {},
  ) => {
    const tranId = input.tranId ?? newTranId()
    return gateway
      .createSession({
        tranId,
        amountPoisha: input.amountPoisha ?? 150_000,
        ...(input.multiCardName ? { multiCardName: input.multiCardName } : {}),
        productName: 'Baul night - 2 seats',
        numOfItems: 2,
        customer: { name: 'Rumi Akter', phone: '01712345670' },
        successUrl: `${SHOP}?outcome=success`,
        failUrl: `${SHOP}?outcome=fail`,
        cancelUrl: `${SHOP}?outcome=cancel`,
        ipnUrl: context.ipnUrl,
        valueA: 'purchase:p1',
      })
      .then((session) => ({ ...session, tranId }))
  }

  return { context, client, createFor }
}

/** A tran_id never used before (≤ 30 characters). */
export const newTranId = () => `TKT-${randomUUID().slice(0, 24)}`

/** Sets the sandbox's knobs (POST /sslcommerz-sandbox/knobs); {} restores the gateway's behaviour. */
export async function setKnobs(url: string, knobs: Record<string, unknown>) {
  const answer = await fetch(`${url}/sslcommerz-sandbox/knobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(knobs),
  })
  if (!answer.ok) throw new Error(`knobs refused: ${await answer.text()}`)
}

const htmlText = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Where a return page's form POSTs, and the fields it carries. */
export function returnFormOf(html: string): { action: string; fields: Posted } {
  const action = /<form id="return" method="post" action="([^"]*)"/.exec(html)?.[1]
  if (action === undefined) throw new Error(`not a return page: ${html.slice(0, 300)}`)
  const fields: Posted = {}
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  ))
    fields[htmlText(name)] = htmlText(value)
  return { action: htmlText(action), fields }
}

/** The page the gateway shows at a session's address once the session has ended: nothing left to pay. */
export const isClosedPage = (html: string) => html.includes(`<h1>${SANDBOX_WORDS.en.closed}</h1>`)

/** Clicks a button of the payer page over HTTP, as a browser submits its form (method: a gateway key). */
export function clickOnPage(gatewayPageURL: string, outcome: string, method?: string, lang = 'en') {
  const form = new URLSearchParams({ outcome, ...(method ? { method } : {}) })
  return fetch(`${gatewayPageURL}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
}

/** Pays (or fails, cancels…) on the page and answers the return form the browser would POST. */
export async function payOnPage(gatewayPageURL: string, outcome = 'pay', method?: string) {
  const answer = await clickOnPage(gatewayPageURL, outcome, method)
  return returnFormOf(await answer.text())
}
