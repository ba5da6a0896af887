import { MantineProvider } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stubApi } from '../../../test/test-app.tsx'
import { i18n } from '../locales/translation.ts'
import { PurchaseRow } from './purchase-row.tsx'

const EVENT = '44444444-4444-4444-8444-444444444444'

// Paid with Nagad through SSLCommerz, and marked risky by the gateway: the superuser has not cleared it.
const inReview: Purchase = {
  ID: '33333333-3333-4333-8333-333333333333',
  EventID: EVENT,
  Event: {
    ID: EVENT,
    Title: 'Baul night',
    StartsAt: '2030-01-10T13:00:00.000Z',
    EndsAt: '2030-01-10T16:00:00.000Z',
    Venue: 'Shilpakala',
    Online: false,
    ImageURL: null,
    AccountID: '55555555-5555-4555-8555-555555555555',
    Bn: null,
  },
  Status: 'paid',
  PaymentStatus: 'review',
  PaymentMethod: 'sslcommerz',
  PaymentChannel: 'nagad',
  Lines: [],
  Subtotal: 800,
  Discount: 0,
  Surcharge: 0,
  Total: 800,
  ExpiresAt: '2030-01-01T00:00:00.000Z',
  PaidAt: '2029-12-01T00:00:00.000Z',
  CreatedAt: '2029-12-01T00:00:00.000Z',
  PaymentURL: null,
  TrxID: 'BANK123',
  FailureReason: null,
  RefundedAt: null,
  RefundReason: null,
  Refunded: 0,
  Buyer: { FirstName: 'Karim', Phone: '01712345678' },
  ViewerIsHolder: false,
  Items: [],
}

function renderRow(purchase: Purchase) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <ul>
            <PurchaseRow purchase={purchase} />
          </ul>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe("an event's purchase list, a payment held for review", () => {
  beforeAll(() => i18n.loadNamespaces(['checkout', 'refund']))
  afterEach(cleanup)
  afterAll(() => i18n.changeLanguage('en'))

  it('says the payment is under review, not paid, beside the way it was paid', async () => {
    stubApi({})
    await i18n.changeLanguage('en')
    renderRow(inReview)
    const row = await screen.findByRole('listitem', { name: 'Karim' })
    expect(within(row).getByText('Payment under review')).toBeTruthy()
    expect(within(row).queryByText('Paid')).toBeNull()
    expect(within(row).getByText(/Nagad/)).toBeTruthy()
  })

  it('says it in Bengali', async () => {
    stubApi({})
    await i18n.changeLanguage('bn')
    renderRow(inReview)
    const row = await screen.findByRole('listitem', { name: 'Karim' })
    expect(within(row).getByText('পেমেন্ট যাচাই চলছে')).toBeTruthy()
    expect(within(row).getByText(/নগদ/)).toBeTruthy()
  })

  it('reads paid once the payment is cleared', async () => {
    stubApi({})
    await i18n.changeLanguage('en')
    renderRow({ ...inReview, PaymentStatus: 'paid' })
    const row = await screen.findByRole('listitem', { name: 'Karim' })
    expect(within(row).getByText('Paid')).toBeTruthy()
    expect(within(row).queryByText('Payment under review')).toBeNull()
  })
})
