import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import { authHeaders, login } from '../../testing/identity-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import {
  confirmationsOf,
  heldWithSslcommerz,
  itemsOf,
  ledgerOf,
  one,
  payAndReturn,
  purchaseRow,
  purchaseSeenBy,
  soldOf,
  sweepTries,
} from '../../testing/sslcommerz-checkout-fixtures.ts'
import { clickOnPage, returnFormOf, setKnobs } from '../../testing/sslcommerz-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// What follows an SSLCommerz payment: a risky one held for the superuser's review, refunds through the
// gateway and the channel in analytics, and the sweep of buyers who never came back.
const SUPERUSER_PASSWORD = 'Review2026x'
const context = useListeningTestApp({ logLevel: 'silent', superuserPassword: SUPERUSER_PASSWORD })

describe('after an SSLCommerz payment', () => {
  it('holds a risky payment for review: no tickets, refused at the door, until the superuser clears it', async () => {
    const { event, ticket, owner } = await sellingOrganization(context.app)
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id), 'card')
    await payAndReturn(context.app, started, 'risky')
    const held = await purchaseSeenBy(context.app, started)
    expect(held).toMatchObject({ Status: 'paid', PaymentStatus: 'review' })
    expect(held.Items.every((item) => item.Code === null && item.ShortCode === null)).toBe(true)
    expect(await confirmationsOf(context.app, started.ID)).toBe(0)
    expect(await soldOf(context.app, ticket.id)).toBe(1)
    const door = await context.app.inject({
      method: 'POST',
      url: `/api/checkin/event/${event.id}/code`,
      headers: owner.headers,
      payload: { Code: (await itemsOf(context.app, started.ID))[0]?.shortCode },
    })
    expect(door.statusCode).toBe(400)
    expect(door.body).toContain(ERROR_TEXTS.PAYMENT_IN_REVIEW)

    const superuser = authHeaders(await login(context.app, 'superuser', SUPERUSER_PASSWORD))
    const review = (decision: string, id = started.ID) =>
      context.app.inject({
        method: 'POST',
        url: `/api/superuser/purchases/${id}/review/${decision}`,
        headers: superuser,
        payload: {},
      })
    expect((await review('approve')).json()).toMatchObject({ InReview: false, Status: 'paid' })
    expect((await review('approve')).statusCode).toBe(409)
    const cleared = await purchaseSeenBy(context.app, started)
    expect(cleared.PaymentStatus).toBe('paid')
    expect(cleared.Items.every((item) => item.Code)).toBe(true)
    expect(await confirmationsOf(context.app, started.ID)).toBe(1)

    // Another risky payment, refused: refunded in full through the gateway, the seat back on sale.
    const refused = await heldWithSslcommerz(context.app, event.id, one(ticket.id), 'card')
    await payAndReturn(context.app, refused, 'risky')
    const organizerRefused = await context.app.inject({
      method: 'POST',
      url: `/api/superuser/purchases/${refused.ID}/review/reject`,
      headers: owner.headers,
      payload: {},
    })
    expect(organizerRefused.statusCode).toBe(403)
    expect((await review('reject', refused.ID)).json()).toMatchObject({ Status: 'refunded' })
    expect(await soldOf(context.app, ticket.id)).toBe(1)
    expect((await purchaseSeenBy(context.app, refused)).Items.every((item) => item.Code === null)).toBe(true)
  })

  it('refunds through the gateway, a seat then the rest, and the analytics count a channel per method', async () => {
    const { event, ticket, owner, account } = await sellingOrganization(context.app, 100_000)
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id, 2), 'rocket')
    await payAndReturn(context.app, started)
    const [first, second] = await itemsOf(context.app, started.ID)
    const refund = (ItemIDs?: string[]) =>
      context.app.inject({
        method: 'POST',
        url: `/api/purchase/${started.ID}/refund`,
        headers: owner.headers,
        payload: { ...(ItemIDs ? { ItemIDs } : {}), Reason: 'Stage moved' },
      })
    const partial = await refund([first?.id ?? ''])
    expect(partial.statusCode, partial.body).toBe(200)
    expect(partial.json()).toMatchObject({ Status: 'done', Amount: 1000 })
    // The same seat again is answered, not refunded twice.
    expect((await refund([first?.id ?? ''])).json()).toMatchObject({ Status: 'done', Amount: 1000 })
    expect((await refund()).json()).toMatchObject({ Status: 'done', Amount: 1000 })
    expect((await purchaseSeenBy(context.app, started)).Status).toBe('refunded')
    expect(second).toBeDefined()
    const refunds = (await ledgerOf(context.app, started.ID)).filter((entry) => entry.kind === 'refund')
    expect(refunds.map((entry) => entry.amount)).toEqual([-100_000, -100_000])
    expect(await soldOf(context.app, ticket.id)).toBe(0)

    const paid = await heldWithSslcommerz(context.app, event.id, one(ticket.id), 'upay')
    await payAndReturn(context.app, paid)
    const analytics = await context.app.inject({
      url: `/api/analytics/sales?AccountID=${account.ID}&EventID=${event.id}`,
      headers: owner.headers,
    })
    expect(analytics.statusCode, analytics.body).toBe(200)
    const channels = analytics.json().ByChannel as { Channel: string; Purchases: number }[]
    expect(channels.map(({ Channel, Purchases }) => [Channel, Purchases]).sort()).toEqual([
      ['rocket', 1],
      ['upay', 1],
    ])
  })

  it('a sweep settles a buyer who never came back, and a gateway that does not answer leaves it pending', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    await setKnobs(context.url, { ipn: 'never' })
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id), 'upay')
    // The buyer pays and closes the tab: no return, no IPN.
    const page = await clickOnPage(started.PaymentURL ?? '', 'pay')
    returnFormOf(await page.text())
    await setKnobs(context.url, { ipn: 'never', validation: 'http500' })
    await sweepTries(context.app)
    expect((await purchaseRow(context.app, started.ID)).status).toBe('pending')
    await setKnobs(context.url, { ipn: 'never' })
    expect(await sweepTries(context.app)).toBeGreaterThanOrEqual(1)
    expect((await purchaseRow(context.app, started.ID)).status).toBe('paid')
  })
})
