import type { Purchase } from '@mela/shared/purchase'
import { describe, expect, it } from 'vitest'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import {
  attemptsOf,
  heldWithSslcommerz,
  ledgerOf,
  one,
  payAndReturn,
  purchaseRow,
  purchaseSeenBy,
  type Started,
} from '../../testing/sslcommerz-checkout-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// An event that passes payment fees to its buyers (docs/decisions/payment-surcharge.md): each way's
// percent, shown, quoted, held, asked of the gateway, validated, written in the ledger and refunded.
const context = useListeningTestApp({
  logLevel: 'silent',
  paymentSurchargePercents: { bkash: 1.5, nagad: 1.5, rocket: 1.8, upay: 1.5, card: 2.5, internetbank: 2 },
})

async function passingFees(price = 100_000) {
  const sale = await sellingOrganization(context.app, price)
  const policy = await context.app.inject({
    method: 'PUT',
    url: `/api/event/${sale.event.id}/attendee-policy`,
    headers: sale.owner.headers,
    payload: { WaitlistEnabled: false, TransfersEnabled: false, PassFeesToBuyers: true },
  })
  expect(policy.statusCode, policy.body).toBe(200)
  expect(policy.json().PassFeesToBuyers).toBe(true)
  return sale
}

const quote = (eventId: string, ticketId: string, payment: Record<string, string>) =>
  context.app.inject({
    method: 'POST',
    url: '/api/purchase/quote',
    payload: { EventID: eventId, ...one(ticketId, 2), ...payment },
  })

const sumOf = (entries: { amount: number }[]) => entries.reduce((sum, entry) => sum + entry.amount, 0)

describe('passing payment fees to buyers', () => {
  it('adds nothing while the organizer has not turned it on', async () => {
    const { event, ticket } = await sellingOrganization(context.app, 100_000)
    const methods = await context.app.inject({ url: `/api/event/${event.id}/payment-methods` })
    expect(methods.json().some((method: object) => 'SurchargePercent' in method)).toBe(false)
    const quoted = await quote(event.id, ticket.id, { PaymentMethod: 'sslcommerz', PaymentChannel: 'card' })
    expect(quoted.json()).toMatchObject({ Subtotal: 2000, Surcharge: 0, Total: 2000 })
    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id, 2), 'card')
    expect(started).toMatchObject({ Total: 2000, Surcharge: 0 })
  })

  it('shows each way’s percent, quotes it, asks the gateway for the total with it and pays it', async () => {
    const { event, ticket } = await passingFees()
    const methods = await context.app.inject({ url: `/api/event/${event.id}/payment-methods` })
    const percents = Object.fromEntries(
      methods
        .json()
        .map((method: { Option: string; SurchargePercent: number }) => [
          method.Option,
          method.SurchargePercent,
        ]),
    )
    expect(percents).toMatchObject({ bkash: 1.5, nagad: 1.5, card: 2.5, internetbank: 2 })

    const quoted = await quote(event.id, ticket.id, { PaymentMethod: 'sslcommerz', PaymentChannel: 'card' })
    expect(quoted.json()).toMatchObject({ Subtotal: 2000, Discount: 0, Surcharge: 50, Total: 2050 })
    // No way chosen yet: the price alone.
    expect((await quote(event.id, ticket.id, {})).json()).toMatchObject({ Surcharge: 0, Total: 2000 })

    const started = await heldWithSslcommerz(context.app, event.id, one(ticket.id, 2), 'card')
    expect(started).toMatchObject({ Subtotal: 2000, Surcharge: 50, Total: 2050 })
    const { form } = await payAndReturn(context.app, started)
    expect(form.fields.amount).toBe('2050.00')
    const paid = await purchaseSeenBy(context.app, started)
    expect(paid).toMatchObject({ Status: 'paid', Surcharge: 50, Total: 2050 })
    const entries = await ledgerOf(context.app, started.ID)
    expect(entries.find((entry) => entry.kind === 'sale')?.amount).toBe(205_000)
  })

  it('re-prices the surcharge when the buyer pays another way, and a late try pays at its own', async () => {
    const { event, ticket } = await passingFees()
    const card = await heldWithSslcommerz(context.app, event.id, one(ticket.id, 2), 'card')
    await payAndReturn(context.app, card, 'fail')
    const again = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/${card.ID}/payment`,
      headers: card.headers,
      payload: { PaymentMethod: 'sslcommerz', PaymentChannel: 'nagad' },
    })
    expect(again.statusCode, again.body).toBe(200)
    const nagad = again.json() as Purchase
    expect(nagad).toMatchObject({ Surcharge: 30, Total: 2030, PaymentChannel: 'nagad' })
    const tries = await attemptsOf(context.app, card.ID)
    expect(tries.map((attempt) => attempt.amount).sort()).toEqual([203_000, 205_000])
    const { form } = await payAndReturn(context.app, { ...card, PaymentURL: nagad.PaymentURL })
    expect(form.fields.amount).toBe('2030.00')
    expect((await purchaseRow(context.app, card.ID)).total).toBe(203_000)
    expect((await purchaseSeenBy(context.app, card)).Status).toBe('paid')
  })

  it('refunds a seat’s share of the surcharge, then the rest, and the ledger balances', async () => {
    const sale = await passingFees()
    const started: Started = await heldWithSslcommerz(
      context.app,
      sale.event.id,
      one(sale.ticket.id, 2),
      'card',
    )
    await payAndReturn(context.app, started)
    const seats = (await purchaseSeenBy(context.app, started)).Items
    const refund = (ItemIDs?: string[]) =>
      context.app.inject({
        method: 'POST',
        url: `/api/purchase/${started.ID}/refund`,
        headers: sale.owner.headers,
        payload: { Reason: 'Stage moved', ...(ItemIDs ? { ItemIDs } : {}) },
      })
    const first = await refund([seats[0]?.ID ?? ''])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ Status: 'done', Amount: 1025 })
    const rest = await refund()
    expect(rest.json()).toMatchObject({ Status: 'done', Amount: 1025, Purchase: { Status: 'refunded' } })
    const entries = await ledgerOf(context.app, started.ID)
    expect(sumOf(entries.filter((entry) => entry.kind === 'refund'))).toBe(-205_000)
    // The sale, its fees, the refunds and the fees given back: nothing left with the organization.
    expect(sumOf(entries)).toBe(0)
  })
})
