import { describe, expect, it } from 'vitest'
import {
  newTranId,
  payOnPage,
  SHOP,
  setKnobs,
  useSslcommerzSandbox,
} from '../../testing/sslcommerz-fixtures.ts'
import { PaymentError } from './payment-provider.ts'
import { verifySslcommerzSignature } from './sslcommerz-sign.ts'

const { context, client, createFor } = useSslcommerzSandbox()
const VAL_ID = /^\d{12}[A-Za-z0-9]{15}$/

describe('SSLCommerz client against the sandbox', () => {
  it('opens a session: the payer page address and every gateway, or only those multi_card_name names', async () => {
    const all = await createFor(client())
    expect(all.sessionKey).toMatch(/^[0-9A-F]{32}$/)
    expect(all.gatewayPageURL).toBe(
      `${context.url}/sslcommerz-sandbox/EasyCheckOut/testcde${all.sessionKey.toLowerCase()}`,
    )
    expect(all.gateways).toEqual(
      expect.arrayContaining(['bkash', 'nagad', 'dbblmobilebanking', 'upay', 'visacard']),
    )
    expect((await createFor(client(), { multiCardName: 'nagad' })).gateways).toEqual(['nagad'])
    expect(
      (await createFor(client(), { multiCardName: 'visacard,mastercard,amexcard,othercard' })).gateways,
    ).toEqual(['visacard', 'mastercard', 'amexcard'])
  })

  it('refuses a wrong store password with the gateway’s "Store Credential" reason, never logging the password', async () => {
    const stranger = client({ storePassword: 'not-qwerty' })
    const failure = await createFor(stranger).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaymentError)
    expect(failure).toMatchObject({ code: 'FAILED', message: expect.stringContaining('Store Credential') })
    await stranger.validate('x').catch(() => undefined)
    expect(stranger.calls.join(' ')).not.toContain('not-qwerty')
    expect(stranger.calls.at(-1)).toContain('store_passwd=***')
  })

  it('refuses an amount under 10.00 taka', async () => {
    await expect(createFor(client(), { amountPoisha: 999 })).rejects.toMatchObject({
      code: 'FAILED',
      message: expect.stringContaining('10.00 BDT to 500000.00 BDT'),
    })
  })

  it('pays: the shop gets a signed IPN before the browser returns, then VALID, then VALIDATED', async () => {
    const sslcommerz = client()
    const session = await createFor(sslcommerz, { amountPoisha: 150_000, multiCardName: 'nagad' })
    const back = await payOnPage(session.gatewayPageURL)
    expect(back.action).toBe(`${SHOP}?outcome=success`)
    expect(context.ipns).toHaveLength(1)
    const [ipn = {}] = context.ipns
    expect(ipn).toEqual(back.fields)
    expect(sslcommerz.verifySignature(ipn)).toBe(true)
    expect(verifySslcommerzSignature(ipn, 'another password')).toBe(false)
    expect(ipn).toMatchObject({
      status: 'VALID',
      tran_id: session.tranId,
      amount: '1500.00',
      store_amount: '1462.50',
      card_type: 'NAGAD-Nagad',
      card_brand: 'MOBILEBANKING',
      value_a: 'purchase:p1',
      risk_level: '0',
    })

    const first = await sslcommerz.validate(ipn.val_id ?? '')
    expect(first).toEqual({
      status: 'VALID',
      tranId: session.tranId,
      valId: expect.stringMatching(VAL_ID),
      amount: '1500.00',
      currency: 'BDT',
      currencyType: 'BDT',
      currencyAmount: '1500.00',
      storeAmount: '1462.50',
      bankTranId: ipn.bank_tran_id,
      cardType: 'NAGAD-Nagad',
      cardBrand: 'MOBILEBANKING',
      riskLevel: '0',
      riskTitle: 'Safe',
      valueA: 'purchase:p1',
      error: '',
    })
    expect(await sslcommerz.validate(ipn.val_id ?? '')).toEqual({ ...first, status: 'VALIDATED' })
    expect((await sslcommerz.queryByTranId(session.tranId)).map((payment) => payment.status)).toEqual([
      'VALIDATED',
    ])
  })

  it('answers INVALID_TRANSACTION for a val_id it never gave, and no attempts for an unknown tran_id', async () => {
    expect(await client().validate('250101000000NoSuchValIdHere')).toMatchObject({
      status: 'INVALID_TRANSACTION',
      valId: '',
    })
    expect(await client().queryByTranId(newTranId())).toEqual([])
  })

  it('lists every attempt of a tran_id: a declined one and a paid one', async () => {
    const sslcommerz = client()
    const tranId = newTranId()
    await payOnPage((await createFor(sslcommerz, { tranId })).gatewayPageURL, 'fail')
    await payOnPage((await createFor(sslcommerz, { tranId })).gatewayPageURL, 'risky', 'visacard')
    const attempts = await sslcommerz.queryByTranId(tranId)
    expect(attempts.map(({ status, riskLevel, cardType }) => ({ status, riskLevel, cardType }))).toEqual([
      { status: 'FAILED', riskLevel: '0', cardType: 'BKASH-BKash' },
      { status: 'VALID', riskLevel: '1', cardType: 'VISA-Dutch Bangla' },
    ])
  })

  it('says TIMEOUT when validation hangs, and HTTP_500 when it fails', async () => {
    await setKnobs(context.url, { validation: 'hang' })
    await expect(client({ timeoutMs: 300 }).validate('x')).rejects.toMatchObject({ code: 'TIMEOUT' })
    await setKnobs(context.url, { validation: 'http500' })
    await expect(client().validate('x')).rejects.toMatchObject({ code: 'HTTP_500' })
  })

  it('says API_INVALID_REQUEST when the validator does not know the store', async () => {
    await expect(client({ storePassword: 'wrong' }).queryByTranId('x')).rejects.toMatchObject({
      code: 'API_INVALID_REQUEST',
    })
  })
})
