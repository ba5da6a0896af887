import { describe, expect, it } from 'vitest'
import { payOnPage, setKnobs, useSslcommerzSandbox } from '../../testing/sslcommerz-fixtures.ts'
import { verifySslcommerzSignature } from '../payments/sslcommerz-sign.ts'

const { context, client, createFor } = useSslcommerzSandbox()
const api = (path: string, init?: RequestInit) =>
  fetch(`${context.url}/sslcommerz-sandbox${path}`, init).then(
    (answer) => answer.json() as Promise<Record<string, unknown>>,
  )
const store = { store_id: 'testbox', store_passwd: 'qwerty' }
const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 50 && !check(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('SSLCommerz sandbox API', () => {
  it('takes a multipart session body, as the official PHP and Node libraries send it, and names the missing field', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      ...store,
      total_amount: '100.00',
      currency: 'BDT',
      tran_id: 'T1',
    }))
      form.append(name, value)
    expect(await api('/gwprocess/v4/api.php', { method: 'POST', body: form })).toMatchObject({
      status: 'FAILED',
      failedreason: "Invalid Information: 'product_category' is missing",
    })
  })

  it('answers the query by session key: PENDING, then VALID once paid; POST with the query string works too', async () => {
    const session = await createFor(client())
    const query = new URLSearchParams({ ...store, sessionkey: session.sessionKey })
    const before = await api(`/validator/api/merchantTransIDvalidationAPI.php?${query}`)
    expect(before).toMatchObject({ APIConnect: 'DONE', status: 'PENDING', tran_id: session.tranId })
    await payOnPage(session.gatewayPageURL)
    const after = await api(`/validator/api/merchantTransIDvalidationAPI.php?${query}`, { method: 'POST' })
    expect(after).toMatchObject({ status: 'VALID', sessionkey: session.sessionKey, amount: '1500.00' })
  })

  it('sends the IPN after the browser is answered, twice, or never, as told', async () => {
    await setKnobs(context.url, { ipn: 'never' })
    await payOnPage((await createFor(client())).gatewayPageURL)
    expect(context.ipns).toHaveLength(0)
    await setKnobs(context.url, { ipn: 'twice' })
    await payOnPage((await createFor(client())).gatewayPageURL)
    expect(context.ipns).toHaveLength(2)
    expect(context.ipns[0]).toEqual(context.ipns[1])
    context.ipns.length = 0
    await setKnobs(context.url, { ipn: 'after', ipnDelayMs: 50 })
    await payOnPage((await createFor(client())).gatewayPageURL)
    expect(context.ipns).toHaveLength(0)
    await waitFor(() => context.ipns.length > 0)
    expect(context.ipns).toHaveLength(1)
  })

  it('tampers with the IPN’s amount (signed as genuine) or signs with another password, as told', async () => {
    await setKnobs(context.url, { ipnTamperedAmount: true })
    const back = await payOnPage((await createFor(client(), { amountPoisha: 150_000 })).gatewayPageURL)
    expect(back.fields.amount).toBe('1500.00')
    expect(context.ipns[0]).toMatchObject({ amount: '1600.00', val_id: back.fields.val_id })
    expect(verifySslcommerzSignature(context.ipns[0] ?? {}, 'qwerty')).toBe(true)
    expect((await client().validate(back.fields.val_id ?? '')).amount).toBe('1500.00')
    await setKnobs(context.url, { badSignature: true })
    const forged = await payOnPage((await createFor(client())).gatewayPageURL)
    expect(verifySslcommerzSignature(forged.fields, 'qwerty')).toBe(false)
  })

  it('keeps working when the shop’s IPN address does not answer', async () => {
    const sslcommerz = client()
    const session = await sslcommerz.createSession({
      tranId: 'TKT-unreachable-shop',
      amountPoisha: 5_000,
      productName: 'One seat',
      numOfItems: 1,
      customer: { name: 'Rumi', phone: '01712345670' },
      successUrl: 'http://shop.test/ok',
      failUrl: 'http://shop.test/fail',
      cancelUrl: 'http://shop.test/cancel',
      ipnUrl: 'http://127.0.0.1:1/ipn',
    })
    expect((await payOnPage(session.gatewayPageURL)).action).toBe('http://shop.test/ok')
  })

  it('ends a session unattempted through the test shortcut, with only the IPN', async () => {
    const session = await createFor(client())
    const answer = await api('/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: session.gatewayPageURL, outcome: 'unattempted' }),
    })
    expect(answer.action).toBeUndefined()
    expect(context.ipns[0]).toMatchObject({
      status: 'UNATTEMPTED',
      error: 'Customer did not choose to pay any channel',
    })
  })
})
