import { describe, expect, it } from 'vitest'
import { discounts } from '../../db/schema.ts'
import { bundleOf } from '../../testing/checkout-fixtures.ts'
import { randomIp } from '../../testing/identity-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import {
  heldWithSslcommerz,
  ledgerOf,
  one,
  payAndReturn,
  purchaseSeenBy,
  soldOf,
} from '../../testing/sslcommerz-checkout-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// What every purchase goes through, paid through SSLCommerz as through bKash: the price after a discount or
// a bundle is what the gateway is asked for and what its validation must match, and the hold cap counts
// holds whichever gateway they are paid through.
const context = useListeningTestApp({ logLevel: 'silent', holdCapPerEvent: 2 })

describe('shared paths, paid through SSLCommerz', () => {
  it('asks for and validates the discounted total of a code and of a bundle', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 100_000)
    const db = context.app.database.db
    await db
      .insert(discounts)
      .values({ eventId: event.id, code: 'EID10', type: 'percentage', amount: 1000, maxUses: 5 })
    const discounted = await heldWithSslcommerz(context.app, event.id, {
      ...one(ticket.id, 2),
      DiscountCode: 'eid10',
    })
    const coded = await payAndReturn(context.app, discounted)
    expect(coded.form.fields.amount).toBe('1800.00')
    expect(await purchaseSeenBy(context.app, discounted)).toMatchObject({
      Status: 'paid',
      Subtotal: 2000,
      Discount: 200,
      Total: 1800,
    })
    const codedSale = (await ledgerOf(context.app, discounted.ID)).find((entry) => entry.kind === 'sale')
    expect(codedSale?.amount).toBe(180_000)

    // Two seats for 1,500 taka as a pack: its seats' prices add up to more than what is paid.
    const pack = await bundleOf(db, event.id, [{ ticketId: ticket.id, quantity: 2 }], 150_000)
    const bundled = await heldWithSslcommerz(
      context.app,
      event.id,
      { Bundles: [{ BundleID: pack.id, Quantity: 1 }] },
      'card',
    )
    const packed = await payAndReturn(context.app, bundled)
    expect(packed.form.fields.amount).toBe('1500.00')
    const paid = await purchaseSeenBy(context.app, bundled)
    expect(paid).toMatchObject({ Status: 'paid', Total: 1500 })
    expect(paid.Items).toHaveLength(2)
    expect(paid.Items.every((item) => item.Code)).toBe(true)
    const packSale = (await ledgerOf(context.app, bundled.ID)).find((entry) => entry.kind === 'sale')
    expect(packSale?.amount).toBe(150_000)
    expect(await soldOf(context.app, ticket.id)).toBe(4)
  })

  it('refuses a hold past the cap, through SSLCommerz as through bKash', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    const Email = 'collector@example.com'
    const hold = (Phone: string, payment: object) =>
      context.app.inject({
        method: 'POST',
        url: '/api/purchase',
        remoteAddress: randomIp(),
        payload: {
          EventID: event.id,
          ...one(ticket.id),
          Buyer: { FirstName: 'Collector', Phone, Email },
          ...payment,
        },
      })
    const nagad = { PaymentMethod: 'sslcommerz', PaymentChannel: 'nagad' }
    expect((await hold('01911000041', nagad)).statusCode).toBe(200)
    expect((await hold('01911000042', { PaymentMethod: 'bkash' })).statusCode).toBe(200)
    for (const payment of [
      nagad,
      { PaymentMethod: 'sslcommerz', PaymentChannel: 'card' },
      { PaymentMethod: 'bkash' },
    ]) {
      const refused = await hold('01911000043', payment)
      expect(refused.statusCode, JSON.stringify(payment)).toBe(409)
      expect(refused.json()).toMatchObject({
        code: 'HOLD_CAP',
        message: expect.stringContaining('at most 2 tickets'),
      })
    }
    // The two holds within the cap, and nothing of the refused ones.
    const tickets = await context.app.inject({ url: `/api/ticket?eventId=${event.id}` })
    expect(tickets.json()[0].Available).toBe(ticket.capacity - 2)
  })
})
