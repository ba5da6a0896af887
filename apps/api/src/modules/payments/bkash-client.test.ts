import { describe, expect, it } from 'vitest'
import {
  CALLBACK,
  createFor,
  newInvoice,
  pay,
  setKnobs,
  useBkashSandbox,
} from '../../testing/bkash-fixtures.ts'
import { PaymentError } from './payment-provider.ts'

const { client, app } = useBkashSandbox()
const TRX_ID = /^[A-Z0-9]{10}$/

describe('bKash client against the sandbox', () => {
  it('creates, is paid on the page, executes and reads a completed payment', async () => {
    const bkash = client()
    const invoiceNumber = newInvoice()
    const { paymentID, bkashURL } = await createFor(bkash, 50000, invoiceNumber)
    expect(bkashURL).toMatch(
      new RegExp(
        `^http://localhost:3000/bkash-sandbox/redirect/tokenized/\\?paymentId=${paymentID}&hash=[\\w-]+&mode=0011&apiVersion=v1\\.2\\.0-beta$`,
      ),
    )
    expect(await pay(app(), paymentID)).toEqual({
      redirectURL: expect.stringContaining(`${CALLBACK}?paymentID=${paymentID}&status=success&`),
    })

    const executed = await bkash.executePayment(paymentID)
    expect(executed).toEqual({
      status: 'completed',
      trxID: expect.stringMatching(TRX_ID),
      amount: '500.00',
      invoiceNumber,
    })
    expect(await bkash.queryPayment(paymentID)).toEqual(executed)
    expect(bkash.count('payment/status')).toBe(1)
  })

  it('refuses a reused invoice number with 2029', async () => {
    const bkash = client()
    const invoiceNumber = newInvoice()
    await createFor(bkash, 50000, invoiceNumber)
    const failure = await createFor(bkash, 50000, invoiceNumber).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaymentError)
    expect(failure).toMatchObject({ code: '2029', message: 'Duplicate for all transactions' })
  })

  it('answers pending when executed before the payer confirmed (2056, then a query)', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    expect(await bkash.executePayment(paymentID)).toMatchObject({
      status: 'pending',
      code: '2056',
      message: 'Invalid Payment State',
    })
    expect(bkash.count('payment/status')).toBe(1)
  })

  it('answers the completed payment again on a second execute (2117, then a query)', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    await pay(app(), paymentID)
    const first = await bkash.executePayment(paymentID)
    expect(await bkash.executePayment(paymentID)).toEqual(first)
    expect(bkash.count('execute')).toBe(2)
    expect(bkash.count('payment/status')).toBe(1)
  })

  it('answers success twice when the sandbox is told to (a replayed execute)', async () => {
    const bkash = client()
    const { paymentID } = await createFor(bkash)
    await pay(app(), paymentID)
    await setKnobs(app(), { paymentID, executeSucceedsTwice: true })
    const first = await bkash.executePayment(paymentID)
    expect(await bkash.executePayment(paymentID)).toEqual(first)
    expect(bkash.count('payment/status')).toBe(0)
  })

  it('queries after an execute that timed out and answers the completed payment', async () => {
    const bkash = client({ timeoutMs: 300 })
    const { paymentID } = await createFor(bkash)
    await pay(app(), paymentID)
    await setKnobs(app(), { paymentID, executeDelayMs: 1000 })
    const outcome = await bkash.executePayment(paymentID)
    expect(outcome).toMatchObject({
      status: 'completed',
      trxID: expect.stringMatching(TRX_ID),
      amount: '500.00',
    })
    expect(bkash.count('payment/status')).toBe(1)
  })

  it('answers pending when an execute timed out and never reached bKash', async () => {
    const bkash = client({ timeoutMs: 300 })
    const { paymentID } = await createFor(bkash)
    await pay(app(), paymentID)
    await setKnobs(app(), { paymentID, executeDelayMs: 1000, completeOnTimeout: false })
    expect(await bkash.executePayment(paymentID)).toMatchObject({
      status: 'pending',
      code: 'TIMEOUT',
      message: 'bKash did not answer in time',
    })
  })

  it('refuses to query a payment bKash does not know', async () => {
    const failure = await client()
      .queryPayment('TR0011XX0000000000000')
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: '2002', message: 'Invalid Payment ID' })
  })
})
