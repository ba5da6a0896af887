import { describe, expect, it } from 'vitest'
import { testConfig } from '../../config.ts'
import { CALLBACK, newInvoice, useBkashSandbox } from '../../testing/bkash-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const { app } = useBkashSandbox()
const BKASH_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d:\d{3} GMT\+0600$/
const API = '/bkash-sandbox/v1.2.0-beta/tokenized/checkout'
const sandboxAccount = { username: 'sandbox-username', password: 'sandbox-password' }
const appKeys = { app_key: 'sandbox-app-key', app_secret: 'sandbox-app-secret' }

async function call(path: string, payload: object, headers: Record<string, string>) {
  const response = await app().inject({ method: 'POST', url: `${API}/${path}`, payload, headers })
  return { status: response.statusCode, body: response.json() }
}

async function grant() {
  const { body } = await call('token/grant', appKeys, sandboxAccount)
  return { authorization: body.id_token as string, 'x-app-key': 'sandbox-app-key' }
}

const createBody = () => ({
  mode: '0011',
  payerReference: '01770618575',
  callbackURL: CALLBACK,
  amount: '250.75',
  currency: 'BDT',
  intent: 'sale',
  merchantInvoiceNumber: newInvoice(),
})

describe('bKash sandbox API', () => {
  it('grants tokens only to the merchant it knows', async () => {
    const granted = await call('token/grant', appKeys, sandboxAccount)
    // Like bKash's live hosts, the grant carries no statusCode: an id_token is the answer.
    expect(granted.body).toMatchObject({
      id_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    })
    expect(granted.body).not.toHaveProperty('statusCode')
    expect(await call('token/grant', appKeys, { ...sandboxAccount, password: 'x' })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    })
    const wrongKey = await call('token/grant', { ...appKeys, app_key: 'x' }, sandboxAccount)
    expect(wrongKey.body).toEqual({ errorCode: '2001', errorMessage: 'Invalid App Key' })
    const refreshed = await call(
      'token/refresh',
      { ...appKeys, refresh_token: granted.body.refresh_token },
      sandboxAccount,
    )
    expect(refreshed.body.id_token).not.toBe(granted.body.id_token)
  })

  it('answers 401 for a missing or unknown token and 2001 for another app key', async () => {
    const headers = await grant()
    expect(await call('create', createBody(), { 'x-app-key': 'sandbox-app-key' })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    })
    expect(
      (await call('create', createBody(), { ...headers, authorization: `Bearer ${headers.authorization}` }))
        .status,
    ).toBe(401)
    const otherKey = await call('create', createBody(), { ...headers, 'x-app-key': 'x' })
    expect(otherKey).toEqual({ status: 200, body: { errorCode: '2001', errorMessage: 'Invalid App Key' } })
  })

  it("speaks bKash's fields, times and codes", async () => {
    const headers = await grant()
    const input = createBody()
    const created = (await call('create', input, headers)).body
    expect(created).toMatchObject({
      statusCode: '0000',
      paymentID: expect.stringMatching(/^TR0011[A-Z0-9]{2}\d{13}$/),
      transactionStatus: 'Initiated',
      amount: '250.75',
      merchantInvoiceNumber: input.merchantInvoiceNumber,
      paymentCreateTime: expect.stringMatching(BKASH_TIME),
    })
    expect(created.successCallbackURL).toContain(
      `${CALLBACK}?paymentID=${created.paymentID}&status=success&apiVersion=`.replace(
        '&apiVersion=',
        '&signature=',
      ),
    )
    expect(created.successCallbackURL).toContain('&apiVersion=v1.2.0-beta')
    expect(created.bkashURL).toMatch(/\?paymentId=TR\w+&hash=[\w-]+&mode=0011&apiVersion=v1\.2\.0-beta$/)
    const queried = (await call('payment/status', { paymentID: created.paymentID }, headers)).body
    expect(queried).toMatchObject({
      transactionStatus: 'Initiated',
      merchantInvoice: input.merchantInvoiceNumber,
    })
    expect((await call('execute', { paymentID: created.paymentID }, headers)).body.statusCode).toBe('2056')
    expect((await call('execute', { paymentID: 'TR0011nope' }, headers)).body.statusCode).toBe('2002')
    expect((await call('create', { ...createBody(), amount: 250 }, headers)).body.statusCode).toBe('2065')
    expect((await call('create', { ...createBody(), amount: '2.345' }, headers)).body.statusCode).toBe('2006')
    const badJson = await app().inject({
      method: 'POST',
      url: `${API}/create`,
      payload: '{',
      headers: { ...headers, 'content-type': 'application/json' },
    })
    expect(badJson.json()).toEqual({ statusCode: '2025', statusMessage: 'Invalid request body' })
  })

  it('finds a paid transaction and its refund on both refund-status paths', async () => {
    const headers = await grant()
    const { paymentID } = (await call('create', createBody(), headers)).body
    await app().inject({ method: 'POST', url: '/bkash-sandbox/pay', payload: { paymentID } })
    const { trxID } = (await call('execute', { paymentID }, headers)).body
    const found = (await call('general/searchTransaction', { trxID }, headers)).body
    expect(found).toMatchObject({
      statusCode: '0000',
      trxID,
      transactionStatus: 'Completed',
      amount: '250.75',
    })
    expect(found.completedTime).toMatch(BKASH_TIME)
    const refund = { paymentID, trxID, amount: '250.75', sku: 'p1', reason: 'Event cancelled' }
    const refunded = (await call('payment/refund', refund, headers)).body
    expect(refunded).toMatchObject({ transactionStatus: 'Completed', originalTrxID: trxID, charge: '0.00' })
    for (const path of ['payment/refund', 'payment/refund/status']) {
      expect((await call(path, { paymentID, trxID }, headers)).body).toEqual(refunded)
    }
  })
})

describe('bKash sandbox knobs where they are off', () => {
  const base = testConfig().bkash
  const off = useTestApp({ bkash: { ...base, sandboxKnobs: false } })

  it('refuses knobs and the pay shortcut', async () => {
    for (const url of ['/bkash-sandbox/knobs', '/bkash-sandbox/pay']) {
      const response = await off.app.inject({
        method: 'POST',
        url,
        payload: { paymentID: 'TR0011AB1234567890123' },
      })
      expect(response.statusCode).toBe(403)
    }
  })
})

describe('bKash sandbox with BKASH_BASE_URL set', () => {
  const real = useTestApp({ bkash: { ...testConfig().bkash, sandbox: false } })

  it('is not mounted', async () => {
    const response = await real.app.inject({ method: 'POST', url: `${API}/token/grant`, payload: appKeys })
    expect(response.statusCode).toBe(404)
  })
})
