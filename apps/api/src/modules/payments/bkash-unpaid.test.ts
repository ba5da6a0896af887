import { describe, expect, it } from 'vitest'
import { CALLBACK, createFor, pay, setKnobs, useBkashSandbox } from '../../testing/bkash-fixtures.ts'

const { client, app } = useBkashSandbox()

describe('bKash client on payments that did not go through', () => {
  it('sends the payer of a wallet without balance back with status=failure; execute then answers failed', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    const { redirectURL } = await pay(app(), paymentID, { wallet: '01823074817' })
    expect(redirectURL).toContain(`${CALLBACK}?paymentID=${paymentID}&status=failure&signature=`)
    // As at bKash, a payment its page turned down is in no state to execute (2056), and its state says failed.
    expect(await bkash.executePayment(paymentID)).toMatchObject({ status: 'failed' })
    expect(await bkash.queryPayment(paymentID)).toMatchObject({ status: 'failed' })
  })

  it('fails with 2037 for the blocked wallet', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    expect((await pay(app(), paymentID, { wallet: '01823074818' })).redirectURL).toMatch(/status=failure&/)
    expect(await bkash.executePayment(paymentID)).toMatchObject({ status: 'failed' })
  })

  it('fails with the code the sandbox is told to answer', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    await pay(app(), paymentID)
    await setKnobs(app(), { paymentID, failExecuteWith: '2023' })
    expect(await bkash.executePayment(paymentID)).toEqual({
      status: 'failed',
      code: '2023',
      message: 'Insufficient balance in the bKash wallet',
    })
  })

  it('answers cancelled for a payment the payer cancelled', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    const page = await app().inject({
      method: 'POST',
      url: '/bkash-sandbox/redirect/tokenized/',
      payload: `paymentID=${paymentID}&step=wallet&value=&action=cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(page.headers.location).toContain(`${CALLBACK}?paymentID=${paymentID}&status=cancel&`)
    expect(await bkash.queryPayment(paymentID)).toEqual({
      status: 'cancelled',
      amount: '500.00',
      invoiceNumber: expect.any(String),
    })
    expect(await bkash.executePayment(paymentID)).toMatchObject({ status: 'cancelled' })
  })

  it('answers expired for a payment left unpaid until it expired', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    await setKnobs(app(), { paymentID, expire: true })
    expect(await bkash.executePayment(paymentID)).toMatchObject({ status: 'expired' })
  })
})
