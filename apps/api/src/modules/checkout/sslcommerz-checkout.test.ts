import { ERROR_TEXTS } from '@mela/shared/error-codes'
import type { Purchase } from '@mela/shared/purchase'
import { describe, expect, it } from 'vitest'
import { runOutHold } from '../../testing/checkout-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import {
  attemptsOf,
  confirmationsOf,
  heldWithSslcommerz,
  ledgerOf,
  one,
  payAndReturn,
  postIpn,
  postReturn,
  purchaseRow,
  purchaseSeenBy,
  runAllJobs,
  soldOf,
  startWithSslcommerz,
  sweepTries,
} from '../../testing/sslcommerz-checkout-fixtures.ts'
import { payOnPage, setKnobs } from '../../testing/sslcommerz-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// Paying through SSLCommerz over real HTTP to its sandbox: each method, what is refused, and a payment
// settled once whatever tells Mela of it (after-sslcommerz-payment.test.ts: review, refunds, the sweep).
const context = useListeningTestApp({ logLevel: 'silent' })

describe('paying through SSLCommerz', () => {
  it.each(['nagad', 'rocket', 'upay', 'card', 'internetbank', 'bkash'])(
    'pays with %s: validated with the gateway, tickets given, the gateway fee in the ledger',
    async (channel) => {
      const { event, ticket } = await sellingOrganization(context.app, 150_000)
      const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id, 2), channel)
      expect(started.Status).toBe('pending')
      expect(started.PaymentURL).toContain('/sslcommerz-sandbox/EasyCheckOut/')
      const { answer } = await payAndReturn(context.app, started)
      expect(answer.statusCode).toBe(303)
      expect(answer.headers.location).toContain(`/purchase/view/${started.ID}`)
      const paid = await purchaseSeenBy(context.app, started)
      expect(paid).toMatchObject({ Status: 'paid', PaymentStatus: 'paid', PaymentMethod: 'sslcommerz' })
      expect(paid.PaymentChannel).toBe(channel)
      expect(paid.Items.every((item) => item.Code)).toBe(true)
      const entries = await ledgerOf(context.app, started.ID)
      expect(entries.find((entry) => entry.kind === 'sale')?.amount).toBe(300_000)
      // The sandbox keeps 2.5 %, as SSLCommerz's does: 7,500 poisha of 3,000 taka.
      expect(entries.find((entry) => entry.kind === 'gateway-fee')?.amount).toBe(-7_500)
      expect(await soldOf(context.app, ticket.id)).toBe(2)
    },
  )

  it('refuses a way of paying the event does not take, before holding a seat', async () => {
    const { event, ticket, owner } = await sellingOrganization(context.app)
    const policy = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.id}/attendee-policy`,
      headers: owner.headers,
      payload: { WaitlistEnabled: false, TransfersEnabled: false, AcceptedPayments: ['bkash', 'card'] },
    })
    expect(policy.statusCode, policy.body).toBe(200)
    const methods = await context.app.inject({ url: `/api/event/${event.id}/payment-methods` })
    expect(methods.json().map((method: { Option: string }) => method.Option)).toEqual(['bkash', 'card'])
    const refused = await startWithSslcommerz(context.app, event.id, one(ticket.id), 'nagad')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ PaymentChannel: ERROR_TEXTS.PAYMENT_CHANNEL_NOT_ACCEPTED })
    expect(await soldOf(context.app, ticket.id)).toBe(0)
    const held = await context.app.inject({ url: `/api/ticket?eventId=${event.id}` })
    expect(held.json()[0].Available).toBe(ticket.capacity)
  })

  it('never pays on the word of a forged return or an IPN without the gateway signature', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id))
    const [attempt] = await attemptsOf(context.app, started.ID)
    const forged = {
      tran_id: attempt?.tranId ?? '',
      val_id: '2611291200001ForgedValId',
      status: 'VALID',
      amount: '500.00',
      currency: 'BDT',
    }
    const back = await postReturn(
      context.app,
      `${context.url}/api/purchase/sslcommerz/return/${started.ID}`,
      forged,
    )
    expect(back.statusCode).toBe(303)
    // No access is handed to a browser the gateway did not send.
    expect(back.headers.location).not.toContain('access=')
    const ipn = await postIpn(context.app, { ...forged, verify_key: 'status,tran_id', verify_sign: 'x' })
    expect(ipn.statusCode).toBe(400)
    expect(ipn.json().code).toBe('IPN_SIGNATURE')
    expect((await purchaseRow(context.app, started.ID)).status).toBe('pending')
  })

  it('refuses a payment the gateway reports for another amount, whoever tells of it; an IPN’s amount is not believed', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 150_000)
    await setKnobs(context.url, { paidAnotherAmount: true })
    const wrong = await heldWithSslcommerz(context.app, event.id, one(ticket.id))
    const { form } = await payAndReturn(context.app, wrong)
    expect(form.fields.amount).toBe('1600.00')
    await postIpn(context.app, form.fields)
    await sweepTries(context.app)
    const refused = await purchaseSeenBy(context.app, wrong)
    expect(refused).toMatchObject({ Status: 'pending', PaymentStatus: 'pending' })
    expect(refused.Items.every((item) => item.Code === null)).toBe(true)
    expect((await attemptsOf(context.app, wrong.ID))[0]).toMatchObject({
      status: 'failed',
      error: 'Amount 1600.00 BDT',
    })
    expect(await ledgerOf(context.app, wrong.ID)).toEqual([])
    expect(await confirmationsOf(context.app, wrong.ID)).toBe(0)

    // An IPN signed as genuine but saying 1,600 taka: the gateway's validation (1,500) is what is paid.
    await setKnobs(context.url, { ipnTamperedAmount: true, ipn: 'before' })
    const tampered = await heldWithSslcommerz(context.app, event.id, one(ticket.id))
    await payAndReturn(context.app, tampered)
    const sales = (await ledgerOf(context.app, tampered.ID)).filter((entry) => entry.kind === 'sale')
    expect(sales.map((entry) => entry.amount)).toEqual([150_000])
    await setKnobs(context.url, {})
  })

  it('answers the gateway form routes with a 4xx, never a 5xx, whatever is posted', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id))
    const form = 'application/x-www-form-urlencoded'
    const hostile = [
      {
        url: '/api/purchase/sslcommerz/ipn',
        type: form,
        body: 'tran_id=a%00b&verify_sign=x&verify_key=tran_id',
      },
      { url: '/api/purchase/sslcommerz/ipn', type: form, body: `tran_id=${'9'.repeat(5000)}` },
      { url: '/api/purchase/sslcommerz/ipn', type: 'application/json', body: '{"tran_id":{"$ne":1}}' },
      { url: '/api/purchase/sslcommerz/ipn', type: form, body: 'x'.repeat(40_000) },
      { url: '/api/purchase/sslcommerz/return/not-a-purchase', type: form, body: 'tran_id=x' },
      {
        url: `/api/purchase/sslcommerz/return/${started.ID}`,
        type: form,
        body: 'tran_id=%ED%A0%80&val_id=1',
      },
      { url: `/api/purchase/sslcommerz/return/${started.ID}`, type: 'application/json', body: '[1,2]' },
    ]
    for (const { url, type, body } of hostile) {
      const answer = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload: body,
      })
      expect(answer.statusCode, `${url} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(300)
      expect(answer.statusCode, `${url} ${body.slice(0, 40)}`).toBeLessThan(500)
    }
    expect((await purchaseRow(context.app, started.ID)).status).toBe('pending')
  })

  it('pays once whatever the order and number of IPNs, returns and sweeps', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    const steps = ['ipn', 'return', 'sweep'] as const
    const orders = steps.flatMap((a) =>
      steps.flatMap((b) => steps.filter((c) => c !== a && c !== b && a !== b).map((c) => [a, b, c] as const)),
    )
    expect(orders).toHaveLength(6)
    for (const order of orders) {
      // The IPN is held back by the gateway here, and sent by the test in its turn.
      await setKnobs(context.url, { ipn: 'never' })
      const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id))
      const form = await payOnPage(started.PaymentURL ?? '')
      const tell = {
        ipn: () => postIpn(context.app, form.fields),
        return: () => postReturn(context.app, form.action, form.fields),
        sweep: () => sweepTries(context.app),
      }
      for (const step of [...order, ...order]) await tell[step]()
      // And all at once, as a gateway retrying while the buyer reloads would: on PostgreSQL, really at once.
      await Promise.all([...order, ...order, ...order].map((step) => tell[step]()))
      const row = await purchaseRow(context.app, started.ID)
      expect(row.status, order.join(' → ')).toBe('paid')
      const sales = (await ledgerOf(context.app, started.ID)).filter((entry) => entry.kind === 'sale')
      expect(sales).toHaveLength(1)
      expect(await confirmationsOf(context.app, started.ID)).toBe(1)
    }
    expect(await soldOf(context.app, ticket.id)).toBe(orders.length)
  })

  it('a card refused keeps the seats: the buyer pays with Nagad instead', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id, 2), 'card')
    const { answer } = await payAndReturn(context.app, started, 'fail')
    expect(answer.statusCode).toBe(303)
    const failed = await purchaseSeenBy(context.app, started)
    expect(failed.Status).toBe('pending')
    expect(failed.PaymentStatus).toBe('pending')
    expect(failed.FailureReason).toBeTruthy()
    const again = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/${started.ID}/payment`,
      headers: started.headers,
      payload: { PaymentMethod: 'sslcommerz', PaymentChannel: 'nagad' },
    })
    expect(again.statusCode, again.body).toBe(200)
    const retry = again.json() as Purchase
    expect(retry.PaymentURL).not.toBe(started.PaymentURL)
    await payAndReturn(context.app, { ...started, PaymentURL: retry.PaymentURL })
    const paid = await purchaseSeenBy(context.app, started)
    expect(paid).toMatchObject({ Status: 'paid', PaymentChannel: 'nagad' })
    expect(paid.Items).toHaveLength(2)
    expect((await attemptsOf(context.app, started.ID)).map((a) => a.status).sort()).toEqual([
      'failed',
      'paid',
    ])
  })

  it('gives back a second payment of a purchase already paid', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id), 'card')
    // Two tabs: a second try starts before the first is paid; both get paid.
    const second = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/${started.ID}/payment`,
      headers: started.headers,
      payload: { PaymentMethod: 'sslcommerz', PaymentChannel: 'rocket' },
    })
    await payAndReturn(context.app, started)
    await payAndReturn(context.app, { ...started, PaymentURL: (second.json() as Purchase).PaymentURL })
    await runAllJobs(context.app)
    const attempts = await attemptsOf(context.app, started.ID)
    const extra = attempts.find((attempt) => attempt.status === 'second-payment')
    expect(extra?.refundedAt).toBeTruthy()
    expect((await ledgerOf(context.app, started.ID)).filter((entry) => entry.kind === 'sale')).toHaveLength(1)
    expect(await soldOf(context.app, ticket.id)).toBe(1)
  })

  it('two tries paid at the same moment: one pays the purchase, the other is given back', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    await setKnobs(context.url, { ipn: 'never' })
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id), 'card')
    const other = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/${started.ID}/payment`,
      headers: started.headers,
      payload: { PaymentMethod: 'sslcommerz', PaymentChannel: 'nagad' },
    })
    const first = await payOnPage(started.PaymentURL ?? '')
    const second = await payOnPage((other.json() as Purchase).PaymentURL ?? '')
    await Promise.all([
      postIpn(context.app, first.fields),
      postIpn(context.app, second.fields),
      postReturn(context.app, first.action, first.fields),
      postReturn(context.app, second.action, second.fields),
    ])
    const statuses = (await attemptsOf(context.app, started.ID)).map((attempt) => attempt.status).sort()
    expect(statuses).toEqual(['paid', 'second-payment'])
    await runAllJobs(context.app)
    expect(
      (await attemptsOf(context.app, started.ID)).find((a) => a.status === 'second-payment')?.refundedAt,
    ).toBeTruthy()
    expect((await ledgerOf(context.app, started.ID)).filter((entry) => entry.kind === 'sale')).toHaveLength(1)
  })

  it('a late payment keeps free seats and is refunded through the gateway when they are gone', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 50_000, 1)
    const kept = await heldWithSslcommerz(context.app, event.id, one(ticket.id))
    await runOutHold(context.database.db, kept.ID)
    await payAndReturn(context.app, kept)
    expect((await purchaseRow(context.app, kept.ID)).status).toBe('paid')

    const { event: full, ticket: last } = await sellingOrganization(context.app, 50_000, 1)
    const late = await heldWithSslcommerz(context.app, full.id, one(last.id))
    await runOutHold(context.database.db, late.ID)
    const other = await heldWithSslcommerz(context.app, full.id, one(last.id))
    await payAndReturn(context.app, other)
    await payAndReturn(context.app, late)
    const refunded = await purchaseRow(context.app, late.ID)
    expect(refunded.status).toBe('refunded')
    await runAllJobs(context.app)
    expect((await purchaseRow(context.app, late.ID)).refundedAt).toBeTruthy()
    const entries = await ledgerOf(context.app, late.ID)
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0)
    expect(await soldOf(context.app, last.id)).toBe(1)
  })
})
