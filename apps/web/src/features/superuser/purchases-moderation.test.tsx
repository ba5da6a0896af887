import type { ModeratedPurchase } from '@mela/shared/superuser'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { clearSession, saveSession } from '../../lib/session.ts'
import { renderInApp, stubApi } from '../../test/test-app.tsx'
import { PurchasesModeration } from './purchases-moderation.tsx'

const PURCHASE = '33333333-3333-4333-8333-333333333333'
const LIST = 'GET /api/superuser/purchases?Page=1&PageSize=20'

const purchase = (more: Partial<ModeratedPurchase>): ModeratedPurchase => ({
  ID: PURCHASE,
  EventID: '44444444-4444-4444-8444-444444444444',
  EventTitle: 'Baul night',
  BuyerName: 'Karim',
  BuyerEmail: null,
  BuyerPhone: '01712345678',
  Username: 'karim',
  Status: 'paid',
  PaymentMethod: 'sslcommerz',
  PaymentChannel: 'card',
  InReview: false,
  Total: 800,
  TrxID: 'BANK1',
  PaidAt: '2029-12-01T00:00:00.000Z',
  RefundedAt: null,
  CreatedAt: '2029-12-01T00:00:00.000Z',
  ...more,
})

const page = (item: ModeratedPurchase) => ({ body: { Items: [item], Total: 1, Page: 1, PageSize: 20 } })

describe('purchases as the superuser moderates them', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('superuser')
  })
  beforeEach(() => saveSession({ Username: 'superuser' }, 'token'))
  afterEach(() => {
    cleanup()
    clearSession()
  })

  it('clears a payment under review through its own route', async () => {
    const requests = stubApi({
      [LIST]: page(purchase({ InReview: true })),
      [`POST /api/superuser/purchases/${PURCHASE}/review/approve`]: { body: purchase({}) },
    })
    renderInApp(<PurchasesModeration />)
    expect(await screen.findByText('In review')).toBeTruthy()
    // A payment not yet settled is cleared or refused, never refunded as a settled one.
    expect(screen.queryByRole('button', { name: /^Refund:/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Clear payment: Karim · ৳800.00' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear payment' }))
    await waitFor(() =>
      expect(requests.map((request) => request.key)).toContain(
        `POST /api/superuser/purchases/${PURCHASE}/review/approve`,
      ),
    )
  })

  it('refuses and refunds a payment under review, with the reason given', async () => {
    const requests = stubApi({
      [LIST]: page(purchase({ InReview: true })),
      [`POST /api/superuser/purchases/${PURCHASE}/review/reject`]: { body: purchase({ Status: 'refunded' }) },
    })
    renderInApp(<PurchasesModeration />)
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse and refund: Karim · ৳800.00' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Card reported stolen' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse and refund' }))
    await waitFor(() =>
      expect(requests.find((request) => request.key.endsWith('/review/reject'))?.body).toEqual({
        Reason: 'Card reported stolen',
      }),
    )
  })

  it('offers the refund of a purchase paid through SSLCommerz as of one paid by bKash', async () => {
    stubApi({ [LIST]: page(purchase({})) })
    renderInApp(<PurchasesModeration />)
    expect(await screen.findByRole('button', { name: 'Refund: Karim · ৳800.00' })).toBeTruthy()
    expect(screen.getByText('৳800.00 · Card')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Clear payment/ })).toBeNull()
  })
})
